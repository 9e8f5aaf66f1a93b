import type { CurrentUserView } from '@sadhana/rules/api';
import type { CurrentUser } from '../../lib/api/get-current-user';

/** The fields of GET /api/auth/user these screens read, beyond the shell's CurrentUser. */
export type ScheduleMember = CurrentUser &
  Partial<
    Pick<
      CurrentUserView,
      'profileImageUrl' | 'membershipStartDate' | 'membershipEndDate' | 'stripeSubscriptionId'
    >
  >;

export function asScheduleMember(user: CurrentUser): ScheduleMember {
  return user as ScheduleMember;
}
