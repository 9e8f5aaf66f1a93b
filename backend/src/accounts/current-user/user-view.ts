import type { Assert, CurrentUserView, SameShape, Serialized } from '@sadhana/rules/api';
import type { AppConfig } from '../../config/app-config.js';
import { type ProfileCompletion, profileCompletion } from '../../domain/profile/profile-completion.js';
import type { MembershipSummary } from '../../projections/membership/membership.queries.js';
import { isAdminUser } from '../auth/authenticated-user.js';
import type { UserEntity } from '../user.entity.js';

/**
 * The current-user object (spec §3 users, camelCase): every field except the password hash and
 * tokens, plus `isAdmin`, `emailVerified` and the membership (from its read model). Other features may add fields (e.g. profileCompletion).
 */
export type UserView = Omit<UserEntity, 'passwordHash' | 'emailVerifiedAt'> &
  MembershipSummary & {
    emailVerified: boolean;
    isAdmin: boolean;
    profileCompletion: ProfileCompletion;
  };

/** Sent as JSON, a UserView is the CurrentUserView the screens read: a field on one side only fails the typecheck. */
export type UserViewIsTheApiShape = Assert<SameShape<Serialized<UserView>, CurrentUserView>>;

const NEVER_RETURNED = new Set(['passwordHash', 'emailVerifiedAt']);

export function toUserView(
  user: UserEntity,
  config: Pick<AppConfig, 'adminEmails'>,
  membership: MembershipSummary,
): UserView {
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(user)) if (!NEVER_RETURNED.has(key)) view[key] = value;
  return {
    ...(view as Omit<UserEntity, 'passwordHash' | 'emailVerifiedAt'>),
    ...membership,
    emailVerified: user.emailVerifiedAt !== null,
    isAdmin: isAdminUser(user, config),
    profileCompletion: profileCompletion(user),
  };
}
