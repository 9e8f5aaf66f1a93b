import { DomainError } from '../../platform/domain/domain-error.js';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Please sign in instead.';
export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

export class EmailAlreadyRegistered extends DomainError {
  readonly kind = 'conflict';

  constructor() {
    super(DUPLICATE_EMAIL_MESSAGE);
  }
}

export class InvalidResetLink extends DomainError {
  readonly kind = 'invalid';

  constructor() {
    super(INVALID_RESET_LINK);
  }
}

export class AccountNotFound extends DomainError {
  readonly kind = 'not_found';

  constructor() {
    super('Your account could not be found.');
  }
}

/** An admin named a user that has no account (soft-deleted ones still have theirs). */
export class UserNotFound extends DomainError {
  readonly kind = 'not_found';

  constructor(readonly userId: string) {
    super('User not found');
  }
}
