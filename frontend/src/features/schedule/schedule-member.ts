import type { CurrentUserView } from '@sadhana/rules/api';
import type { CurrentUser } from '../../lib/api/get-current-user';

/** The fields of GET /api/auth/user these screens read, beyond the shell's CurrentUser. */
export type ScheduleMember = CurrentUser &
  Partial<
    Pick<
      CurrentUserView,
      | 'profileImageUrl'
      | 'membershipStartDate'
      | 'membershipEndDate'
      | 'stripeSubscriptionId'
      | 'membershipPausedUntil'
    >
  >;

export function asScheduleMember(user: CurrentUser): ScheduleMember {
  return user as ScheduleMember;
}

/** A paid membership paused while away: not active (drop-in fees, no member price) until it resumes. */
export function isPaused(user: ScheduleMember): boolean {
  return Boolean(user.membershipPausedUntil);
}
