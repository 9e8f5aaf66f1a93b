import type { MyProgramBooking, ProgramBookingStart, ProgramView } from '@sadhana/rules/programs';
import { SOLD_OUT } from '@sadhana/rules/programs';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isUnauthorizedError, serverMessage } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/query-keys';
import { useUnauthorizedHandler } from '../../../lib/use-unauthorized-handler';
import { useBookProgram } from '../api/book-program';
import { getMyPrograms } from '../api/get-my-programs';
import { BookingDialog } from './BookingDialog';
import { BookingStatusBadge } from './BookingStatusBadge';
import type { CardPaymentOutcome, PaymentSlot } from './payment-slot';
import styles from './programs.module.css';

const CONFIRM_WAIT_MS = 15_000;

/** Waits, bounded, for Stripe's webhook to have given the booking its place (or refused it). */
async function settled(bookingId: string): Promise<MyProgramBooking | undefined> {
  const deadline = Date.now() + CONFIRM_WAIT_MS;
  while (Date.now() < deadline) {
    const booking = (await getMyPrograms()).find((one) => one.bookingId === bookingId);
    if (booking && booking.status !== 'waiting') return booking;
    await new Promise((resolve) => window.setTimeout(resolve, 1000));
  }
  return undefined;
}

/**
 * What a program's card offers: for a visitor a way to sign in, for the signed in a place to book and
 * pay (or the booking they have), "Sold out" when none is left.
 */
export function BookPlace({
  program,
  signedIn,
  booking,
  pay,
}: {
  program: ProgramView;
  signedIn: boolean | undefined;
  booking: MyProgramBooking | undefined;
  pay: PaymentSlot | null;
}) {
  const { notification } = App.useApp();
  const onUnauthorized = useUnauthorizedHandler();
  const client = useQueryClient();
  const book = useBookProgram();
  const [start, setStart] = useState<ProgramBookingStart | null>(null);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.myPrograms() }),
      client.invalidateQueries({ queryKey: queryKeys.programs() }),
    ]);

  if (signedIn === undefined)
    return (
      <button type="button" className="button-link button-primary button-small" disabled>
        Loading...
      </button>
    );
  if (!signedIn)
    return (
      <Link to="/signin" className="button-link button-primary button-small">
        Sign in to book
        <span className="visually-hidden"> a place in {program.title}</span>
      </Link>
    );
  if (booking?.status === 'paid') return <BookingStatusBadge status="paid" />;
  if (program.placesLeft === 0)
    return (
      <button type="button" className="button-link button-small" disabled>
        {SOLD_OUT}
      </button>
    );
  if (!pay) return <p className={styles.statusLine}>Online payment is not configured.</p>;

  const startBooking = () =>
    book.mutate(program.id, {
      onSuccess: setStart,
      onError: (error) => {
        if (isUnauthorizedError(error)) return onUnauthorized();
        const message = serverMessage(error);
        notification.error({
          title: message === SOLD_OUT ? SOLD_OUT : 'Error',
          description:
            message === SOLD_OUT
              ? 'Every place in this program is taken.'
              : (message ?? 'Failed to initialize payment. Please try again.'),
        });
        void refresh();
      },
    });

  async function onOutcome(outcome: CardPaymentOutcome) {
    if (outcome.status === 'failed') {
      notification.error({ title: 'Payment Failed', description: outcome.message });
      return;
    }
    const bookingId = start?.bookingId;
    setStart(null);
    notification.success({
      title: 'Payment Successful',
      description: 'Your place is confirmed as soon as the payment arrives.',
    });
    const after = bookingId ? await settled(bookingId) : undefined;
    await refresh();
    if (after?.status === 'paid')
      notification.success({ title: 'Your place is confirmed', description: program.title });
    else if (after?.status === 'refunded')
      notification.warning({
        title: SOLD_OUT,
        description: 'The last place went to an earlier payment: yours is refunded in full.',
      });
  }

  return (
    <>
      <button
        type="button"
        className="button-link button-primary button-small"
        onClick={startBooking}
        disabled={book.isPending}
      >
        {book.isPending
          ? 'Processing...'
          : booking?.status === 'waiting'
            ? 'Complete payment'
            : 'Book a place'}
        <span className="visually-hidden"> in {program.title}</span>
      </button>
      <BookingDialog
        program={program}
        start={start}
        pay={pay}
        onOutcome={(outcome) => void onOutcome(outcome)}
        onClose={() => setStart(null)}
      />
    </>
  );
}
