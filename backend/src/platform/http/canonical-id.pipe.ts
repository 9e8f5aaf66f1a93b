import { BadRequestException, HttpException, NotFoundException, type PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { canonicalUuid, isCanonicalUuid } from '../domain/canonical-id.js';

/**
 * An id in a path: parsed once, here at the edge, into its canonical form (lower-case; braces, if
 * sent, dropped), or refused with `refusal` before any lookup. Nest's ParseUUIDPipe checks the form
 * but hands the text on as it came, so an upper-case id reached the streams as a second spelling.
 */
export class CanonicalIdPipe implements PipeTransform<unknown, string> {
  constructor(private readonly refusal: () => HttpException) {}

  transform(value: unknown): string {
    const id = canonicalUuid(value);
    if (id === undefined) throw this.refusal();
    return id;
  }
}

/** A `:userId` path segment: anything but a UUID is a 400 with a message. */
export const userIdPipe = new CanonicalIdPipe(
  () => new BadRequestException('userId must be a user id (a UUID)'),
);

/** An id naming a thing that either exists or not (a job, a passkey): a malformed one is simply not found. */
export const idOrNotFoundPipe = (message: string) =>
  new CanonicalIdPipe(() => new NotFoundException(message));

/** An id in a body or a query (DTOs): turned into its canonical form, then checked to be one. */
export function IsCanonicalId(message: string): PropertyDecorator {
  return (target, property) => {
    // Transform runs before the validators: a value that is no id stays as it came, and is refused.
    Transform(({ value }) => canonicalUuid(value) ?? value)(target, property);
    ValidateBy({ name: 'isCanonicalId', validator: { validate: isCanonicalUuid } }, { message })(
      target,
      property,
    );
  };
}
