import type { AppConfig } from '../../config/app-config.js';
import type { MembershipSummary } from '../../projections/membership/membership.queries.js';
import type { UserEntity } from '../user.entity.js';

/** Who is calling: what `@CurrentUser()` yields, loaded fresh for each request. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  membershipActive: boolean;
}

/** Admin = an address in ADMIN_EMAILS whose owner has proved it (DESIGN §1.3). */
export function isAdminUser(
  user: Pick<UserEntity, 'email' | 'emailVerifiedAt'>,
  config: Pick<AppConfig, 'adminEmails'>,
): boolean {
  return user.emailVerifiedAt !== null && config.adminEmails.includes(user.email.toLowerCase());
}

export function toAuthenticatedUser(
  user: UserEntity,
  config: Pick<AppConfig, 'adminEmails'>,
  membership: Pick<MembershipSummary, 'membershipActive'>,
): AuthenticatedUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: isAdminUser(user, config),
    membershipActive: membership.membershipActive,
  };
}

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Epoch ms of the sign-in; the absolute timeout counts from it. */
    signedInAt?: number;
    /** The last Eastern date a MemberActive was recorded for this session (hot-path cache). */
    activeDate?: string;
  }
}

declare global {
  namespace Express {
    interface Request {
      /** Set by the session-user middleware for a signed-in, not deleted user. */
      authenticatedUser?: AuthenticatedUser;
      /** The full row behind authenticatedUser (no password hash). */
      userRecord?: UserEntity;
      /** The caller's membership, from its read model, loaded with userRecord. */
      membership?: MembershipSummary;
    }
  }
}
