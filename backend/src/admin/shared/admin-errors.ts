import { DomainError } from '../../domain/domain-error.js';

export class UserNotFound extends DomainError {
  readonly kind = 'not_found';

  constructor(readonly userId: string) {
    super('User not found');
  }
}

export class NoUpcomingRegistration extends DomainError {
  readonly kind = 'not_found';

  constructor(
    readonly userId: string,
    readonly dayName: string,
  ) {
    super(`This user has no registration on a ${dayName} from today on.`);
  }
}

export class NotARealDate extends DomainError {
  readonly kind = 'invalid';

  constructor(
    readonly field: string,
    readonly value: string,
  ) {
    super(`${field} must be a real date like 2026-11-24`);
  }
}
