import { Inject, Injectable } from '@nestjs/common';
import type { Assert, CurrentUserView, SameShape, Serialized } from '@sadhana/rules/api';
import { type ProfileCompletion, profileCompletion } from '@sadhana/rules/profile-completion';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { APP_CONFIG } from '../../../platform/config/app-config.js';
import { isAdminUser } from '../admin-users.js';
import type { UserEntity } from '../user.entity.js';
import { type MembershipStatus, MembershipStatusReader } from './membership-status.port.js';

/**
 * The current-user object (the users record in camelCase): every field except the password hash and
 * tokens, plus `isAdmin`, `emailVerified`, the profile's completion and the membership (through the
 * MembershipStatusReader port).
 */
export type UserView = Omit<UserEntity, 'passwordHash' | 'emailVerifiedAt'> &
  MembershipStatus & {
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
  membership: MembershipStatus,
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

/** The current-user object of a user, with their membership read through the port. */
@Injectable()
export class UserViews {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'adminEmails'>,
    private readonly memberships: MembershipStatusReader,
  ) {}

  async of(db: DataSource | EntityManager, user: UserEntity): Promise<UserView> {
    return toUserView(user, this.config, await this.memberships.statusOf(db, user.id));
  }
}
