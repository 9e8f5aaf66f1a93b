import type { SessionDate } from '../../platform/domain/eastern-time.js';

/**
 * Events of one member's account lifecycle, stream `member-<userId>`. Ids and field names only:
 * no names, emails, credentials or profile values (those stay in the users table, so a person's data can be erased).
 */
export type AuthMethod = 'email' | 'google';

export type MemberSignedUp = {
  type: 'MemberSignedUp';
  data: { userId: string; authMethod: AuthMethod; at: string };
};

/** The member's first authenticated request of an Eastern day (for DAU/WAU/MAU). */
export type MemberActive = {
  type: 'MemberActive';
  data: { userId: string; date: SessionDate; at: string };
};

/** The member proved the address: through the verification mail, a password reset or Google. */
export type MemberEmailVerified = {
  type: 'MemberEmailVerified';
  data: { userId: string; via: 'verification-link' | 'password-reset' | 'google'; at: string };
};

/** A Google identity was linked to an existing account; `tookOver` when its unproven password went. */
export type MemberGoogleLinked = {
  type: 'MemberGoogleLinked';
  data: { userId: string; tookOver: boolean; at: string };
};

export type MemberPasswordReset = {
  type: 'MemberPasswordReset';
  data: { userId: string; at: string };
};

/** Which profile fields changed (their names, never their values). */
export type MemberProfileUpdated = {
  type: 'MemberProfileUpdated';
  data: { userId: string; fields: string[]; at: string };
};

/** An admin soft-deleted the account: sign-in refused, history kept. */
export type MemberDeleted = {
  type: 'MemberDeleted';
  data: { userId: string; deletedBy: string; at: string };
};

/** An admin restored a soft-deleted account. */
export type MemberRestored = {
  type: 'MemberRestored';
  data: { userId: string; restoredBy: string; at: string };
};

/** The member turned session reminders on or off: on the profile, or with a mail's unsubscribe link. */
export type SessionRemindersSwitched = {
  type: 'SessionRemindersSwitched';
  data: { userId: string; on: boolean; via: 'profile' | 'unsubscribe-link'; at: string };
};

export type MemberEvent =
  | SessionRemindersSwitched
  | MemberDeleted
  | MemberRestored
  | MemberSignedUp
  | MemberActive
  | MemberEmailVerified
  | MemberGoogleLinked
  | MemberPasswordReset
  | MemberProfileUpdated;

export const memberEventTypes = [
  'MemberSignedUp',
  'MemberActive',
  'MemberEmailVerified',
  'MemberGoogleLinked',
  'MemberPasswordReset',
  'MemberProfileUpdated',
  'MemberDeleted',
  'MemberRestored',
  'SessionRemindersSwitched',
] as const satisfies readonly MemberEvent['type'][];
