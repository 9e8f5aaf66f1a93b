import { formatTimestampLong } from '../../../lib/eastern-time';
import styles from '../membership.module.css';

/** A member whose cancellation is scheduled stays one until the paid period ends, and every screen says so. */
export function ActiveUntil({ active, endDate }: { active: boolean; endDate: string | null | undefined }) {
  const until = active ? formatTimestampLong(endDate) : null;
  if (!until) return null;
  return (
    <p className={styles.activeUntil} data-testid="membership-active-until">
      Active until {until}
    </p>
  );
}
