import type { CurrentUserView } from '@sadhana/rules/api';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { KeepMembershipButton } from './KeepMembershipButton';

/**
 * A member's one membership action on the dashboard and the profile: Cancel Subscription, or, once a
 * cancellation is scheduled (an end date while still active), Keep my membership. A complimentary
 * membership (no subscription at Stripe) has neither: it simply ends on its last day.
 */
export function MembershipButton({
  page,
  membership,
}: {
  page: 'dashboard' | 'profile';
  membership: Partial<Pick<CurrentUserView, 'membershipEndDate' | 'stripeSubscriptionId'>>;
}) {
  if (!membership.stripeSubscriptionId) return null;
  return membership.membershipEndDate ? <KeepMembershipButton /> : <CancelSubscriptionButton page={page} />;
}
