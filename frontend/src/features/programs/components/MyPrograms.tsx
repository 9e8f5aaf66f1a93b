import { dollarAmount } from '@sadhana/rules/programs';
import { App } from 'antd';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../lib/api-errors';
import { programDates } from '../../../lib/program-format';
import { useCancelMyBooking } from '../api/cancel-my-booking';
import { type MyProgramBooking, useMyPrograms } from '../api/get-my-programs';
import { endingLine, paymentLine, refundIfCancelledNow, refundLine } from '../lib/booking-words';
import { BookingStatusBadge } from './BookingStatusBadge';
import styles from './programs.module.css';

/** A booking its holder may still cancel: live, and its program not begun. */
function cancellable(booking: MyProgramBooking, now: Date): boolean {
  return (
    (booking.status === 'paid' || booking.status === 'waiting') &&
    !booking.program.cancelled &&
    Date.parse(booking.program.startDate) > now.getTime()
  );
}

function CancelButton({ booking }: { booking: MyProgramBooking }) {
  const { modal, notification } = App.useApp();
  const cancel = useCancelMyBooking();
  const ask = () => {
    const refund = refundIfCancelledNow(booking, new Date());
    modal.confirm({
      title: `Cancel your ${booking.status === 'paid' ? 'place' : 'booking'} in ${booking.program.title}?`,
      content:
        booking.status === 'waiting'
          ? 'Nothing has been paid for it; the booking ends.'
          : refund.percent > 0
            ? `By the terms, cancelling now refunds ${refund.percent}% of what you paid: ${refund.amount}, to your card.`
            : 'By the terms, a cancellation on the day of the program is not refunded.',
      okText: booking.status === 'paid' ? 'Cancel my place' : 'Cancel my booking',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: () =>
        cancel.mutateAsync(booking.bookingId).then(
          (after) =>
            notification.success({
              title: 'Booking cancelled',
              description:
                after.refund > 0
                  ? `A refund of ${dollarAmount(after.refund)} goes back to your card.`
                  : 'Nothing is refunded.',
            }),
          (error: unknown) =>
            notification.error({
              title: 'Could not cancel',
              description: serverMessage(error) ?? 'Failed to cancel your booking. Please try again.',
            }),
        ),
    });
  };
  return (
    <button type="button" className="button-link button-small" onClick={ask} disabled={cancel.isPending}>
      {cancel.isPending ? 'Cancelling...' : 'Cancel'}
      <span className="visually-hidden"> my booking in {booking.program.title}</span>
    </button>
  );
}

function BookingRow({ booking, now }: { booking: MyProgramBooking; now: Date }) {
  const refund = refundLine(booking);
  const ending = endingLine(booking);
  return (
    <li className={styles.myProgram} data-testid="my-program">
      <div className={styles.myProgramBody}>
        <h3>{booking.program.title}</h3>
        <p className={styles.statusLine}>
          {programDates(booking.program)} · {booking.program.location}
        </p>
        <BookingStatusBadge status={booking.status} />
        <p className={styles.statusLine} data-testid="booking-payment">
          {paymentLine(booking)}
        </p>
        {ending && <p className={styles.statusLine}>{ending}</p>}
        {refund && (
          <p className={styles.programNote} data-testid="booking-refund">
            {refund}
          </p>
        )}
      </div>
      <div className={styles.myProgramActions}>
        {booking.status === 'waiting' && cancellable(booking, now) && (
          <Link
            to={`/programs#program-${booking.program.id}`}
            className="button-link button-primary button-small"
          >
            Complete payment
            <span className="visually-hidden"> for {booking.program.title}</span>
          </Link>
        )}
        {cancellable(booking, now) && <CancelButton booking={booking} />}
      </div>
    </li>
  );
}

/**
 * "My programs": each booking with its program, status (paid, waiting for payment, cancelled,
 * refunded), what was paid and given back, and a Cancel that quotes the terms' refund first.
 */
export function MyPrograms({ headingId = 'my-programs-title' }: { headingId?: string }) {
  const programs = useMyPrograms();
  const now = new Date();
  return (
    <section aria-labelledby={headingId} data-testid="my-programs">
      <h2 id={headingId}>My programs</h2>
      {programs.isPending ? (
        <p className={styles.statusLine} role="status">
          Loading your programs...
        </p>
      ) : programs.isError ? (
        <p className={styles.statusLine} role="alert">
          We could not load your programs.{' '}
          <button type="button" className={styles.textButton} onClick={() => void programs.refetch()}>
            Try again
          </button>
        </p>
      ) : programs.data.length === 0 ? (
        <p className={styles.statusLine}>
          You have no workshops or retreats booked. <Link to="/programs">Browse workshops and retreats</Link>
        </p>
      ) : (
        <ul className={styles.myProgramsList}>
          {programs.data.map((booking) => (
            <BookingRow key={booking.bookingId} booking={booking} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
