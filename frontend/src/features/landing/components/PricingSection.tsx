import {
  DROP_IN_FEE_WEEKDAY,
  DROP_IN_FEE_WEEKEND,
  dollars,
  MEMBER_DISCOUNT_PERCENT,
  MEMBERSHIP_MONTHLY_PRICE,
} from '@sadhana/rules/fees';
import type { SignInState } from '../../../lib/api/get-current-user';
import { MembershipButton } from './MembershipButton';
import styles from './PricingSection.module.css';
import sections from './sections.module.css';

const INCLUDED = [
  'Unlimited daily sessions',
  `${MEMBER_DISCOUNT_PERCENT}% off workshops and retreats`,
  'Community support',
  'Certified instruction',
] as const;

export function PricingSection({ signInStatus }: { signInStatus: SignInState['status'] }) {
  return (
    <section id="pricing" className={sections.section} aria-labelledby="pricing-title">
      <div className={`${sections.sectionInner} ${styles.pricingLayout}`}>
        <div className={styles.pricingIntro}>
          <p className="eyebrow">Membership</p>
          <h2 id="pricing-title">One membership, every morning</h2>
          <p>
            Practise with the community as often as you like. Members keep the rhythm of daily sadhana and
            support each other in it.
          </p>
          <p className="muted">
            Not ready to commit? Non-members can drop in for {dollars(DROP_IN_FEE_WEEKDAY)} on weekdays and{' '}
            {dollars(DROP_IN_FEE_WEEKEND)} on Saturday or Sunday.
          </p>
        </div>
        <div className={styles.priceCard}>
          <h3 className={styles.priceCardTitle}>Monthly Membership</h3>
          <p className={styles.price} data-testid="price">
            <span className={styles.priceAmount}>{dollars(MEMBERSHIP_MONTHLY_PRICE)}</span>
            <span className={styles.pricePeriod}>/month</span>
          </p>
          <ul className="check-list">
            {INCLUDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.priceTerms}>Cancel anytime · No long-term commitment</p>
          <p className={styles.priceLocations}>Locations: New Jersey &amp; New York City</p>
          <MembershipButton status={signInStatus} />
        </div>
      </div>
    </section>
  );
}
