import { PROGRAM_BOOKING_STATUS_LABELS, type ProgramBookingStatus } from '@sadhana/rules/programs';
import styles from './programs.module.css';

const TONE = {
  paid: styles.bookingBadgePaid,
  waiting: styles.bookingBadgeWaiting,
  cancelled: styles.bookingBadgeCancelled,
  refunded: styles.bookingBadgeRefunded,
} as const;

/** A booking's status as a badge: paid, waiting (for payment), cancelled or refunded. */
export function BookingStatusBadge({ status }: { status: ProgramBookingStatus }) {
  return (
    <span className={`${styles.bookingBadge} ${TONE[status]}`} data-testid="booking-status">
      {PROGRAM_BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
