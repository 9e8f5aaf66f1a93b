import type { CurrentUserView } from '@sadhana/rules/api';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { KeepMembershipButton } from './KeepMembershipButton';
import { ResumeMembershipButton } from './ResumeMembershipButton';

/**
 * A member's one membership action on the dashboard and the profile: Cancel Subscription, or, once a
 * cancellation is scheduled (an end date while still active), Keep my membership; while paused, Resume
 * my membership. A complimentary membership (no subscription at Stripe) has none: it simply ends on its
 * last day.
 */
export function MembershipButton({
  page,
  membership,
}: {
  page: 'dashboard' | 'profile';
  membership: Partial<
    Pick<CurrentUserView, 'membershipEndDate' | 'stripeSubscriptionId' | 'membershipPausedUntil'>
  >;
}) {
  if (!membership.stripeSubscriptionId) return null;
  if (membership.membershipPausedUntil) return <ResumeMembershipButton />;
  return membership.membershipEndDate ? <KeepMembershipButton /> : <CancelSubscriptionButton page={page} />;
}
