import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { KeepMembershipButton } from './KeepMembershipButton';

/**
 * A member's one membership action on the dashboard and the profile: Cancel Subscription, or, once a
 * cancellation is scheduled (an end date while still active), Keep my membership.
 */
export function MembershipButton({
  page,
  endDate,
}: {
  page: 'dashboard' | 'profile';
  endDate: string | null | undefined;
}) {
  return endDate ? <KeepMembershipButton /> : <CancelSubscriptionButton page={page} />;
}
