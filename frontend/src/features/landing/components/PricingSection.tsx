import type { SignInState } from '../../../lib/api/get-current-user';
import { MembershipButton } from './MembershipButton';

const INCLUDED = [
  'Unlimited daily sessions',
  '15% off workshops and retreats',
  'Community support',
  'Certified instruction',
] as const;

export function PricingSection({ signInStatus }: { signInStatus: SignInState['status'] }) {
  return (
    <section id="pricing" className="section pricing-section" aria-labelledby="pricing-title">
      <div className="section-inner pricing-layout">
        <div className="pricing-intro">
          <p className="eyebrow">Membership</p>
          <h2 id="pricing-title">One membership, every morning</h2>
          <p>
            Practise with the community as often as you like. Members keep the rhythm of daily sadhana and
            support each other in it.
          </p>
          <p className="muted">
            Not ready to commit? Non-members can drop in for $50 on weekdays and $100 on Saturday or Sunday.
          </p>
        </div>
        <div className="price-card">
          <h3 className="price-card-title">Monthly Membership</h3>
          <p className="price">
            <span className="price-amount">$150</span>
            <span className="price-period">/month</span>
          </p>
          <ul className="check-list">
            {INCLUDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="price-terms">Cancel anytime · No long-term commitment</p>
          <p className="price-locations">Locations: New Jersey &amp; New York City</p>
          <MembershipButton status={signInStatus} />
        </div>
      </div>
    </section>
  );
}
