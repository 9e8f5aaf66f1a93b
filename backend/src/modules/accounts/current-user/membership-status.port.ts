import type { DataSource, EntityManager } from 'typeorm';

/** The membership fields of the current-user object: whether the member pays, since when, until when. */
export interface MembershipStatus {
  /** The member has a membership's benefits today: paid and not paused, or complimentary. */
  membershipActive: boolean;
  membershipStartDate: Date | null;
  /** While active: the scheduled end, if a cancellation is scheduled. Once over: when it ended. */
  membershipEndDate: Date | null;
  stripeSubscriptionId: string | null;
  /**
   * While a paid membership is paused (membershipActive is then false: no member benefits, no member
   * price): its last paused Eastern day, YYYY-MM-DD. Null otherwise.
   */
  membershipPausedUntil: string | null;
}

export const NO_MEMBERSHIP_STATUS: MembershipStatus = {
  membershipActive: false,
  membershipStartDate: null,
  membershipEndDate: null,
  stripeSubscriptionId: null,
  membershipPausedUntil: null,
};

/**
 * Where the current-user object reads a member's membership. Accounts does not know memberships:
 * the membership module implements this port over its read model and the composition root hands the
 * implementation to AccountsModule, so the dependency runs from membership to accounts only.
 */
export abstract class MembershipStatusReader {
  abstract statusOf(db: DataSource | EntityManager, userId: string): Promise<MembershipStatus>;
}
