import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';

const BENEFITS = [
  'Unlimited daily sessions',
  `${MEMBER_DISCOUNT_PERCENT}% off weekend workshops`,
  `${MEMBER_DISCOUNT_PERCENT}% off retreats`,
  'Community support',
  'Certified instruction',
];

/** "Your Member Benefits", for active members only. */
export function MemberBenefitsCard() {
  return (
    <section className="dash-panel" aria-labelledby="member-benefits-title" data-testid="member-benefits">
      <h2 id="member-benefits-title">Your Member Benefits</h2>
      <ul className="benefit-list">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </section>
  );
}
