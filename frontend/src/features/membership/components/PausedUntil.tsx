import { formatLongDate } from '../../../lib/eastern-time';
import styles from '../membership.module.css';

/** A paused membership says until when, on every screen that shows the membership. */
export function PausedUntil({ until }: { until: string | null | undefined }) {
  if (!until) return null;
  return (
    <p className={styles.activeUntil} data-testid="membership-paused-until">
      Paused until {formatLongDate(until)}
    </p>
  );
}
