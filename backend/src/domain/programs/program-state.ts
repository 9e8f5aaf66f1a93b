import type { ProgramBookingEnding, ProgramHandMethod } from '@sadhana/rules/programs';
import type { ProgramDetails, ProgramEvent, ProgramMailKind } from './program.events.js';

/** Where a booking stands: asked for (its payment awaited), holding a place, or over. */
export type BookingStage = 'requested' | 'placed' | 'ended';

export type BookingState = {
  readonly bookingId: string;
  readonly userId: string;
  readonly stage: BookingStage;
  /** US cents the booking asked (0 for a free place). */
  readonly amountCents: number;
  readonly memberPrice: boolean;
  readonly paymentIntentId: string | null;
  /** US cents paid by card (recorded from Stripe) and by hand. */
  readonly cardCents: number;
  readonly handMethod: ProgramHandMethod | null;
  readonly handCents: number;
  /** US cents Stripe is to give back in all, and has given back (its refunds, once each). */
  readonly stripeRefundCents: number;
  readonly refundedCents: number;
  readonly refundIds: ReadonlySet<string>;
  readonly ending: ProgramBookingEnding | null;
  readonly notified: ReadonlySet<ProgramMailKind>;
};

export type Program = {
  readonly details: ProgramDetails | null;
  readonly published: boolean;
  readonly cancelled: boolean;
  /** The reason the studio gave for calling it off. */
  readonly cancelReason: string | null;
  readonly bookings: ReadonlyMap<string, BookingState>;
  /** The PaymentIntents recorded as paid: a payment is recorded once, however often Stripe tells it. */
  readonly paidIntents: ReadonlySet<string>;
  /** Places taken: bookings holding one. */
  readonly placesTaken: number;
};

export const initialProgram: Program = {
  details: null,
  published: false,
  cancelled: false,
  cancelReason: null,
  bookings: new Map(),
  paidIntents: new Set(),
  placesTaken: 0,
};

function detailsOf(data: ProgramDetails): ProgramDetails {
  const { kind, title, description, location, startsAt, endsAt, priceDollars, maxParticipants } = data;
  return { kind, title, description, location, startsAt, endsAt, priceDollars, maxParticipants };
}

function newBooking(bookingId: string, userId: string): BookingState {
  return {
    bookingId,
    userId,
    stage: 'requested',
    amountCents: 0,
    memberPrice: false,
    paymentIntentId: null,
    cardCents: 0,
    handMethod: null,
    handCents: 0,
    stripeRefundCents: 0,
    refundedCents: 0,
    refundIds: new Set(),
    ending: null,
    notified: new Set(),
  };
}

function withBooking(
  state: Program,
  bookingId: string,
  userId: string,
  change: (booking: BookingState) => BookingState,
): Program {
  const booking = state.bookings.get(bookingId) ?? newBooking(bookingId, userId);
  return { ...state, bookings: new Map(state.bookings).set(bookingId, change(booking)) };
}

export function evolve(state: Program, event: ProgramEvent): Program {
  switch (event.type) {
    case 'ProgramCreated':
    case 'ProgramEdited':
      return { ...state, details: detailsOf(event.data) };
    case 'ProgramPublished':
      return { ...state, published: true };
    case 'ProgramCancelled':
      return { ...state, cancelled: true, cancelReason: event.data.reason };
    case 'ProgramBookingRequested': {
      const { bookingId, userId, amountCents, memberPrice, paymentIntentId } = event.data;
      return withBooking(state, bookingId, userId, (booking) => ({
        ...booking,
        amountCents,
        memberPrice,
        paymentIntentId,
      }));
    }
    case 'ProgramBookingPaid': {
      const { bookingId, userId, paymentIntentId, amountCents } = event.data;
      const paid = withBooking(state, bookingId, userId, (booking) => ({
        ...booking,
        paymentIntentId,
        amountCents: booking.amountCents || amountCents,
        cardCents: booking.cardCents + amountCents,
      }));
      return { ...paid, paidIntents: new Set(state.paidIntents).add(paymentIntentId) };
    }
    case 'ProgramPlaceConfirmed': {
      const { bookingId, userId } = event.data;
      const placed = withBooking(state, bookingId, userId, (booking) => ({ ...booking, stage: 'placed' }));
      return { ...placed, placesTaken: state.placesTaken + 1 };
    }
    case 'ProgramBookingRefused': {
      const { bookingId, userId, reason, refundCents } = event.data;
      return withBooking(state, bookingId, userId, (booking) => ({
        ...booking,
        stage: 'ended',
        ending: booking.ending ?? reason,
        stripeRefundCents: booking.stripeRefundCents + refundCents,
      }));
    }
    case 'ProgramPlaceRecordedByHand': {
      const { bookingId, userId, method, amountCents } = event.data;
      const placed = withBooking(state, bookingId, userId, (booking) => ({
        ...booking,
        stage: 'placed',
        amountCents,
        handMethod: method,
        handCents: amountCents,
      }));
      return { ...placed, placesTaken: state.placesTaken + 1 };
    }
    case 'ProgramBookingCancelled': {
      const { bookingId, userId, ending, hadPlace, refundCents, refundBy } = event.data;
      const cancelled = withBooking(state, bookingId, userId, (booking) => ({
        ...booking,
        stage: 'ended',
        ending,
        stripeRefundCents: booking.stripeRefundCents + (refundBy === 'stripe' ? refundCents : 0),
      }));
      return { ...cancelled, placesTaken: state.placesTaken - (hadPlace ? 1 : 0) };
    }
    case 'ProgramRefundIssued': {
      const { bookingId, userId, refundId, amountCents } = event.data;
      return withBooking(state, bookingId, userId, (booking) => ({
        ...booking,
        refundedCents: booking.refundedCents + amountCents,
        refundIds: new Set(booking.refundIds).add(refundId),
      }));
    }
    case 'ProgramParticipantNotified': {
      const { bookingId, userId, kind } = event.data;
      return withBooking(state, bookingId, userId, (booking) => ({
        ...booking,
        notified: new Set(booking.notified).add(kind),
      }));
    }
  }
}

/** The person's booking that is still live (asked for or holding a place), if any. */
export function liveBookingOf(state: Program, userId: string): BookingState | undefined {
  for (const booking of state.bookings.values())
    if (booking.userId === userId && booking.stage !== 'ended') return booking;
  return undefined;
}

/** The person's booking holding a place, if any. */
export function placeOf(state: Program, userId: string): BookingState | undefined {
  for (const booking of state.bookings.values())
    if (booking.userId === userId && booking.stage === 'placed') return booking;
  return undefined;
}

export function isSoldOut(state: Program): boolean {
  const places = state.details?.maxParticipants ?? null;
  return places !== null && state.placesTaken >= places;
}

/** A refund Stripe still has to make: what is due less what it gave back, of the booking's payment. */
export interface RefundDue {
  bookingId: string;
  userId: string;
  paymentIntentId: string;
  amountCents: number;
}

export function refundsDue(state: Program): RefundDue[] {
  const due: RefundDue[] = [];
  for (const booking of state.bookings.values()) {
    const amountCents = booking.stripeRefundCents - booking.refundedCents;
    if (amountCents > 0 && booking.paymentIntentId)
      due.push({
        bookingId: booking.bookingId,
        userId: booking.userId,
        paymentIntentId: booking.paymentIntentId,
        amountCents,
      });
  }
  return due;
}

/**
 * Who is owed a mail of this kind, once each: everyone whose booking the program's cancellation ended,
 * or (a reminder) everyone holding a place.
 */
export function mailsDue(state: Program, kind: ProgramMailKind): BookingState[] {
  const owed = (booking: BookingState) =>
    kind === 'program-cancelled'
      ? booking.ending === 'program-cancelled' && (booking.cardCents > 0 || booking.handMethod !== null)
      : booking.stage === 'placed' && !state.cancelled;
  return [...state.bookings.values()].filter((booking) => owed(booking) && !booking.notified.has(kind));
}
