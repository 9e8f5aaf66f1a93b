import {
  type ArgumentMetadata,
  BadRequestException,
  type ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import type { Clock } from '../clock/clock.js';
import { studioDate } from '../domain/eastern-time.js';
import { setValidationDay } from './date-rules.js';
import { NOT_AN_OBJECT_MESSAGE } from './json-bodies.js';

/**
 * DTOs are whitelists: unknown fields are refused, and the first broken rule is the message. With the
 * app's clock, date rules count "today" by it (see IsStudioDate).
 */
export function createValidationPipe(clock?: Clock): ValidationPipe {
  return new ApiValidationPipe(clock, {
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new BadRequestException(firstMessage(errors) ?? 'The request is not valid.'),
  });
}

/**
 * Nest's pipe reads a missing body as `{}`, so a write sent without one would pass as "no fields"
 * (a PUT of the profile saving nothing with 200). A DTO body must be there.
 */
class ApiValidationPipe extends ValidationPipe {
  constructor(
    private readonly clock: Clock | undefined,
    options: ConstructorParameters<typeof ValidationPipe>[0],
  ) {
    super(options);
  }

  protected override validate(object: object, options?: ValidatorOptions) {
    if (this.clock) setValidationDay(object, studioDate(this.clock.now()));
    return super.validate(object, options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && (value === undefined || value === null) && this.toValidate(metadata))
      throw new BadRequestException(NOT_AN_OBJECT_MESSAGE);
    return super.transform(value, metadata);
  }
}

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const constraint = error.constraints && Object.values(error.constraints)[0];
    if (constraint) return constraint;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}
