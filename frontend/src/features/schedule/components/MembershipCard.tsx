import { dollars, MEMBER_DISCOUNT_PERCENT, MEMBERSHIP_MONTHLY_PRICE } from '@sadhana/rules/fees';
import { Link } from 'react-router-dom';
import type { ScheduleMember } from '../schedule-member';
import { MembershipBadge } from './MembershipBadge';

/** The dashboard's membership card: View Profile for members, Become a Member for others. */
export function MembershipCard({ user }: { user: ScheduleMember }) {
  return (
    <article className="dash-card" aria-labelledby="membership-card-title" data-testid="membership-card">
      <h2 id="membership-card-title" className="dash-card-title">
        Membership
      </h2>
      <p className="dash-card-value">
        <MembershipBadge active={user.membershipActive} />
      </p>
      {user.membershipActive ? (
        <>
          <p className="dash-card-detail">
            Unlimited daily sessions and {MEMBER_DISCOUNT_PERCENT}% off workshops and retreats.
          </p>
          <Link to="/profile" className="card-link">
            View Profile
          </Link>
        </>
      ) : (
        <>
          <p className="dash-card-detail">
            {dollars(MEMBERSHIP_MONTHLY_PRICE)}/month for unlimited daily sessions. Cancel anytime.
          </p>
          <Link to="/subscribe" className="card-link">
            Become a Member
          </Link>
        </>
      )}
    </article>
  );
}
