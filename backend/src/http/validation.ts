import { BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';

/** DTOs are whitelists: unknown fields are refused, and the first broken rule is the message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new BadRequestException(firstMessage(errors) ?? 'The request is not valid.'),
  });
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
