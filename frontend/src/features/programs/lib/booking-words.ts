import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import { programRefundPercent, refundCents } from '@sadhana/rules/program-refunds';
import {
  centsAsDollars,
  dollarAmount,
  type MyProgramBooking,
  PROGRAM_BOOKING_ENDING_LABELS,
  PROGRAM_BOOKING_STATUS_LABELS,
  PROGRAM_PAYMENT_METHOD_LABELS,
} from '@sadhana/rules/programs';

const money = dollarAmount;

/** "Paid $382.50 by card", "Free place", "Waiting for payment of $450.00". */
export function paymentLine(booking: MyProgramBooking): string {
  if (booking.status === 'waiting') return `Waiting for payment of ${money(booking.amount)}`;
  if (booking.method === 'free') return PROGRAM_PAYMENT_METHOD_LABELS.free;
  if (booking.paid === 0) return PROGRAM_BOOKING_STATUS_LABELS[booking.status];
  const method = booking.method ? ` (${PROGRAM_PAYMENT_METHOD_LABELS[booking.method].toLowerCase()})` : '';
  return `Paid ${money(booking.paid)}${method}${booking.memberPrice ? `, member price (${MEMBER_DISCOUNT_PERCENT}% off)` : ''}`;
}

/** "Refunded $38.25 (10%)", "Refund of $450.00 on its way", or null when nothing is given back. */
export function refundLine(booking: MyProgramBooking): string | null {
  if (booking.refund <= 0) return null;
  const share =
    booking.refundPercent !== null && booking.refundPercent < 100
      ? ` (${booking.refundPercent}%)`
      : ' in full';
  if (booking.method !== 'card') return `The studio gives back ${money(booking.refund)}${share}`;
  if (booking.refunded >= booking.refund) return `Refunded ${money(booking.refunded)}${share}`;
  return `Refund of ${money(booking.refund)}${share} on its way`;
}

export function endingLine(booking: MyProgramBooking): string | null {
  return booking.ending ? PROGRAM_BOOKING_ENDING_LABELS[booking.ending] : null;
}

/**
 * What cancelling now gives back, by the terms' schedule counted on the studio's calendar: the same
 * rule the server refunds by.
 */
export function refundIfCancelledNow(
  booking: MyProgramBooking,
  now: Date,
): { percent: number; amount: string } {
  if (booking.status !== 'paid') return { percent: 0, amount: money(0) };
  const percent = programRefundPercent(now, new Date(booking.program.startDate));
  return { percent, amount: centsAsDollars(refundCents(Math.round(booking.paid * 100), percent)) };
}
