import { BadRequestException } from '@nestjs/common';
import { CanonicalIdPipe } from '../../../platform/http/canonical-id.pipe.js';

/**
 * An id in a path (`:programId`, `:bookingId`): anything but a UUID is a 400 with a message before
 * any lookup, and a UUID is taken in its canonical form, so the same id always names the same row.
 */
const idParam = (name: string) =>
  new CanonicalIdPipe(() => new BadRequestException(`${name} must be an id (a UUID)`));

export const programIdPipe = idParam('programId');
export const bookingIdPipe = idParam('bookingId');
