import { dollars, MEMBER_DISCOUNT_PERCENT, MEMBERSHIP_MONTHLY_PRICE } from '@sadhana/rules/fees';
import styles from '../membership.module.css';

const INCLUDED = [
  'Daily sessions (Mon-Wed 5-6 AM, Thu-Fri 4:30-6 AM)',
  'Extended weekend sessions (4:30-6:45 AM)',
  'Optional Guru Pooja & Chant (6:15-6:40 AM)',
  `${MEMBER_DISCOUNT_PERCENT}% discount on workshops`,
  `${MEMBER_DISCOUNT_PERCENT}% discount on retreats`,
  'Community support',
];

const WEEKLY_PRACTICE: [string, string][] = [
  ['Monday', 'Surya Shakti'],
  ['Tuesday', 'Angamardhana'],
  ['Wednesday', 'Surya Kriya'],
  ['Thursday', 'Yogasanas'],
  ['Friday', 'Practice + Bhakti'],
  ['Weekends', 'Extended Practice'],
];

/** The subscribe screen's plan: what it includes, and the weekly practice. */
export function PlanDetails() {
  return (
    <div className={styles.subscribePlan} data-testid="plan-details">
      <h2>Monthly Membership - {dollars(MEMBERSHIP_MONTHLY_PRICE)}/month</h2>
      <h3>Included</h3>
      <ul className="check-list">
        {INCLUDED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>Weekly practice</h3>
      <dl className={styles.subscribeWeek}>
        {WEEKLY_PRACTICE.map(([day, practice]) => (
          <div key={day}>
            <dt>{day}</dt>
            <dd>{practice}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
