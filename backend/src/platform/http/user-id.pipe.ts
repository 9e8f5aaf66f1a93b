import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** A `:userId` path segment: anything but a UUID is a 400 with a message, before any lookup. */
export const userIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException('userId must be a user id (a UUID)'),
});
