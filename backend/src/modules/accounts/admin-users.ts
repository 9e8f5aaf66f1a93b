import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { UserEntity } from './user.entity.js';

/**
 * Admin = an address in ADMIN_EMAILS whose owner has proved it (the link in the verification mail,
 * or Google): otherwise anyone could sign up first with an admin's address.
 */
export function isAdminUser(
  user: Pick<UserEntity, 'email' | 'emailVerifiedAt'>,
  config: Pick<AppConfig, 'adminEmails'>,
): boolean {
  return user.emailVerifiedAt !== null && config.adminEmails.includes(user.email.toLowerCase());
}

/** `secondFactorCheckedAt`: when the request's session last passed a second factor (null: never). */
export function toAuthenticatedUser(
  user: UserEntity,
  config: Pick<AppConfig, 'adminEmails'>,
  secondFactorCheckedAt: number | null = null,
): AuthenticatedUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: isAdminUser(user, config),
    secondFactorEnrolled: user.secondFactors.length > 0,
    // A check counts only while the account still has a factor to check.
    secondFactorCheckedAt: user.secondFactors.length > 0 ? secondFactorCheckedAt : null,
  };
}
