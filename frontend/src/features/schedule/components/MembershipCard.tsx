import { dollars, MEMBER_DISCOUNT_PERCENT, MEMBERSHIP_MONTHLY_PRICE } from '@sadhana/rules/fees';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../lib/eastern-time';
import { isPaused, type ScheduleMember } from '../schedule-member';
import { DashCard } from './DashCard';
import { MembershipBadge } from './MembershipBadge';
import screen from './screen.module.css';

/** The dashboard's membership card: View Profile for members (and paused ones), Become a Member for others. */
export function MembershipCard({ user }: { user: ScheduleMember }) {
  return (
    <DashCard name="membership-card" title="Membership">
      <p className={screen.dashCardValue}>
        <MembershipBadge active={user.membershipActive} paused={isPaused(user)} />
      </p>
      {isPaused(user) && user.membershipPausedUntil ? (
        <>
          <p className={screen.dashCardDetail}>
            Paused until {formatLongDate(user.membershipPausedUntil)}: sessions cost the drop-in fee
            meanwhile.
          </p>
          <Link to="/profile" className={screen.cardLink}>
            View Profile
          </Link>
        </>
      ) : user.membershipActive ? (
        <>
          <p className={screen.dashCardDetail}>
            Unlimited daily sessions and {MEMBER_DISCOUNT_PERCENT}% off workshops and retreats.
          </p>
          <Link to="/profile" className={screen.cardLink}>
            View Profile
          </Link>
        </>
      ) : (
        <>
          <p className={screen.dashCardDetail}>
            {dollars(MEMBERSHIP_MONTHLY_PRICE)}/month for unlimited daily sessions. Cancel anytime.
          </p>
          <Link to="/subscribe" className={screen.cardLink}>
            Become a Member
          </Link>
        </>
      )}
    </DashCard>
  );
}
