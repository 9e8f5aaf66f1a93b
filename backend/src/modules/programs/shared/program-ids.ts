import { BadRequestException, ParseUUIDPipe, type PipeTransform } from '@nestjs/common';

/**
 * An id in a path (`:programId`, `:bookingId`): anything but a UUID is a 400 with a message before
 * any lookup, and a UUID is taken in one form, lower-case, so the same id always names the same row.
 */
function uuidParam(name: string): PipeTransform<string, Promise<string>> {
  const uuid = new ParseUUIDPipe({
    exceptionFactory: () => new BadRequestException(`${name} must be an id (a UUID)`),
  });
  return {
    transform: async (value, metadata) => String(await uuid.transform(value, metadata)).toLowerCase(),
  };
}

export const programIdPipe = uuidParam('programId');
export const bookingIdPipe = uuidParam('bookingId');
