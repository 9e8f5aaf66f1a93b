import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import styles from './MemberBenefitsCard.module.css';
import screen from './screen.module.css';

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
    <section
      className={screen.dashPanel}
      aria-labelledby="member-benefits-title"
      data-testid="member-benefits"
    >
      <h2 id="member-benefits-title">Your Member Benefits</h2>
      <ul className={styles.benefitList}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </section>
  );
}
