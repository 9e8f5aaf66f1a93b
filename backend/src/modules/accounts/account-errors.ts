import { DomainError, domainError } from '../../platform/domain/domain-error.js';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Please sign in instead.';
export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

export class EmailAlreadyRegistered extends domainError('conflict', DUPLICATE_EMAIL_MESSAGE) {}

export class InvalidResetLink extends domainError('invalid', INVALID_RESET_LINK) {}

export class AccountNotFound extends domainError('not_found', 'Your account could not be found.') {}

/** An admin named a user that has no account (soft-deleted ones still have theirs). */
export class UserNotFound extends DomainError {
  readonly kind = 'not_found';

  constructor(readonly userId: string) {
    super('User not found');
  }
}
