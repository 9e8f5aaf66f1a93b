import { DomainError } from './domain-error.js';
import { isSessionDate } from './eastern-time.js';

export class NotARealDate extends DomainError {
  readonly kind = 'invalid';

  constructor(
    readonly field: string,
    readonly value: string,
  ) {
    super(`${field} must be a real date like 2026-11-24`);
  }
}

/** A YYYY-MM-DD that is a real calendar date (the DTO checks only its form). */
export function realDate(field: string, value: string): string {
  if (!isSessionDate(value)) throw new NotARealDate(field, value);
  return value;
}
