import { programRefundPercent, refundCents } from '@sadhana/rules/program-refunds';
import { type ProgramHandMethod, programPlaceCents } from '@sadhana/rules/programs';
import type { ProgramEvent, ProgramMailKind, RefusalReason } from './program.events.js';
import {
  AlreadyHasPlace,
  BookingAwaitingPayment,
  BookingEndedAlready,
  NoSuchBooking,
  NoSuchProgram,
  PriceChanged,
  ProgramBegun,
  ProgramCancelledAlready,
  ProgramSoldOut,
  TheyHavePlace,
} from './program-errors.js';
import { type BookingState, isSoldOut, liveBookingOf, type Program, placeOf } from './program-state.js';

/** Someone asks for a place and has been handed a PaymentIntent for `amountCents` (the quote). */
export type RequestBooking = {
  type: 'RequestBooking';
  data: {
    programId: string;
    bookingId: string;
    userId: string;
    amountCents: number;
    memberPrice: boolean;
    paymentIntentId: string;
    now: Date;
  };
};

/** Stripe's verified word that the booking's PaymentIntent succeeded. */
export type RecordBookingPaid = {
  type: 'RecordBookingPaid';
  data: {
    programId: string;
    bookingId: string;
    userId: string;
    paymentIntentId: string;
    amountCents: number;
    now: Date;
  };
};

/**
 * An admin gives someone a place paid outside the app, at what they would pay online (the member price
 * when `activeMember`), or free, with a reason.
 */
export type RecordPlaceByHand = {
  type: 'RecordPlaceByHand';
  data: {
    programId: string;
    bookingId: string;
    userId: string;
    method: ProgramHandMethod;
    activeMember: boolean;
    reason: string;
    adminId: string;
    now: Date;
  };
};

/**
 * A booking cancelled by its holder (`by: member`, refunded by the terms' schedule from `now`, the
 * moment of the request) or by an admin (refunded in full). A member names only their own bookings.
 */
export type CancelBooking = {
  type: 'CancelBooking';
  data: {
    programId: string;
    bookingId: string;
    by: 'member' | 'admin';
    actorId: string;
    reason: string | null;
    now: Date;
  };
};

/** Stripe made a refund of the booking's payment. */
export type RecordRefundIssued = {
  type: 'RecordRefundIssued';
  data: { programId: string; bookingId: string; refundId: string; amountCents: number; now: Date };
};

/** The booking's holder was mailed. */
export type RecordProgramNotification = {
  type: 'RecordProgramNotification';
  data: { programId: string; bookingId: string; kind: ProgramMailKind; now: Date };
};

export type BookingCommand =
  | RequestBooking
  | RecordBookingPaid
  | RecordPlaceByHand
  | CancelBooking
  | RecordRefundIssued
  | RecordProgramNotification;

export function decideBooking(command: BookingCommand, state: Program): ProgramEvent[] {
  switch (command.type) {
    case 'RequestBooking':
      return request(command.data, state);
    case 'RecordBookingPaid':
      return recordPaid(command.data, state);
    case 'RecordPlaceByHand':
      return placeByHand(command.data, state);
    case 'CancelBooking':
      return cancelBooking(command.data, state);
    case 'RecordRefundIssued': {
      const { programId, bookingId, refundId, amountCents, now } = command.data;
      const booking = state.bookings.get(bookingId);
      if (!booking) throw new NoSuchBooking();
      if (booking.refundIds.has(refundId)) return [];
      return [
        {
          type: 'ProgramRefundIssued',
          data: {
            programId,
            bookingId,
            userId: booking.userId,
            refundId,
            amountCents,
            at: now.toISOString(),
          },
        },
      ];
    }
    case 'RecordProgramNotification': {
      const { programId, bookingId, kind, now } = command.data;
      const booking = state.bookings.get(bookingId);
      if (!booking) throw new NoSuchBooking();
      if (booking.notified.has(kind)) return [];
      return [
        {
          type: 'ProgramParticipantNotified',
          data: { programId, bookingId, userId: booking.userId, kind, at: now.toISOString() },
        },
      ];
    }
  }
}

function hasBegun(state: Program, now: Date): boolean {
  return state.details !== null && Date.parse(state.details.startsAt) <= now.getTime();
}

/**
 * Whether the person may ask for a place now: not when the program is not published (not found),
 * called off or begun, when they have a place, or when every place is taken ("Sold out"). Answers
 * their booking still waiting for its payment, if they have one (one live booking per person).
 */
export function bookable(state: Program, userId: string, now: Date): BookingState | undefined {
  if (!state.details || !state.published) throw new NoSuchProgram();
  if (state.cancelled) throw new ProgramCancelledAlready();
  if (hasBegun(state, now)) throw new ProgramBegun();
  if (placeOf(state, userId)) throw new AlreadyHasPlace();
  if (isSoldOut(state)) throw new ProgramSoldOut();
  return liveBookingOf(state, userId);
}

/**
 * A request becomes a booking when the person may ask (see bookable) and its PaymentIntent asks the
 * price of the day (the member price for an active member); asked again, it records nothing more.
 */
function request(data: RequestBooking['data'], state: Program): ProgramEvent[] {
  const { programId, bookingId, userId, amountCents, memberPrice, paymentIntentId, now } = data;
  if (state.bookings.has(bookingId)) return [];
  const live = bookable(state, userId, now);
  if (live) throw new BookingAwaitingPayment(live.bookingId);
  // The PaymentIntent was made at the price read a moment before: an edit in between is not charged.
  if (amountCents !== programPlaceCents(state.details?.priceDollars ?? 0, memberPrice))
    throw new PriceChanged();
  return [
    {
      type: 'ProgramBookingRequested',
      data: {
        programId,
        bookingId,
        userId,
        amountCents,
        memberPrice,
        paymentIntentId,
        at: now.toISOString(),
      },
    },
  ];
}

/**
 * A payment is recorded once per PaymentIntent. It takes a place if its booking still waits for one
 * and a place is left, so places go in the order payments succeed; otherwise it is refunded in full,
 * and the reason is kept for the person and the admin to read. Nobody pays twice for one place: a
 * second payment for a person who has a place already is refunded.
 */
function recordPaid(data: RecordBookingPaid['data'], state: Program): ProgramEvent[] {
  const { programId, bookingId, userId, paymentIntentId, amountCents, now } = data;
  if (!state.details) throw new NoSuchProgram();
  if (state.paidIntents.has(paymentIntentId)) return [];
  const at = now.toISOString();
  const booking = state.bookings.get(bookingId);
  const holder = booking?.userId ?? userId;
  const events: ProgramEvent[] = [
    {
      type: 'ProgramBookingPaid',
      data: { programId, bookingId, userId: holder, paymentIntentId, amountCents, at },
    },
  ];
  const refusal = refusalOf(state, booking, holder, now);
  if (refusal) {
    events.push({
      type: 'ProgramBookingRefused',
      data: { programId, bookingId, userId: holder, reason: refusal, refundCents: amountCents, at },
    });
  } else {
    events.push({ type: 'ProgramPlaceConfirmed', data: { programId, bookingId, userId: holder, at } });
  }
  return events;
}

function refusalOf(
  state: Program,
  booking: BookingState | undefined,
  userId: string,
  now: Date,
): RefusalReason | undefined {
  if (state.cancelled) return 'program-cancelled';
  if (booking?.stage === 'ended') return 'booking-cancelled';
  if (booking?.stage === 'placed' || placeOf(state, userId)) return 'already-booked';
  if (hasBegun(state, now)) return 'program-begun';
  if (isSoldOut(state)) return 'sold-out';
  return undefined;
}

/**
 * An admin's place for someone: refused when they have one, the program is over or called off, or
 * every place is taken. A booking of theirs still waiting for its payment ends (its payment, should it
 * still arrive, is refunded).
 */
function placeByHand(data: RecordPlaceByHand['data'], state: Program): ProgramEvent[] {
  const { programId, bookingId, userId, method, activeMember, reason, adminId, now } = data;
  if (!state.details) throw new NoSuchProgram();
  const amountCents = method === 'free' ? 0 : programPlaceCents(state.details.priceDollars, activeMember);
  if (state.bookings.has(bookingId)) return [];
  if (state.cancelled) throw new ProgramCancelledAlready();
  if (hasBegun(state, now)) throw new ProgramBegun();
  if (placeOf(state, userId)) throw new TheyHavePlace();
  if (isSoldOut(state)) throw new ProgramSoldOut();
  const live = liveBookingOf(state, userId);
  const at = now.toISOString();
  const events: ProgramEvent[] = [];
  if (live) {
    events.push({
      type: 'ProgramBookingCancelled',
      data: {
        programId,
        bookingId: live.bookingId,
        userId,
        ending: 'cancelled-by-admin',
        hadPlace: false,
        refundPercent: 0,
        refundCents: 0,
        refundBy: null,
        reason: 'A place was recorded by hand instead.',
        by: adminId,
        at,
      },
    });
  }
  events.push({
    type: 'ProgramPlaceRecordedByHand',
    data: { programId, bookingId, userId, method, amountCents, reason, by: adminId, at },
  });
  return events;
}

/**
 * The holder's cancellation is refunded by the terms (more than 7 days before the start 10% of what
 * was paid, 1 to 7 days 5%, on the day nothing), counted from the request; an admin's in full. Nothing
 * is refunded of a booking not paid yet. Once the program has begun a place no longer changes.
 */
function cancelBooking(data: CancelBooking['data'], state: Program): ProgramEvent[] {
  const { programId, bookingId, by, actorId, reason, now } = data;
  if (!state.details) throw new NoSuchProgram();
  const booking = state.bookings.get(bookingId);
  // Someone else's booking is as good as none to a member: its existence is not theirs to learn.
  if (!booking || (by === 'member' && booking.userId !== actorId)) throw new NoSuchBooking();
  if (booking.stage === 'ended') throw new BookingEndedAlready();
  if (hasBegun(state, now)) throw new ProgramBegun();
  const paidCents = booking.cardCents + booking.handCents;
  const refundPercent =
    booking.stage !== 'placed'
      ? 0
      : by === 'admin'
        ? 100
        : programRefundPercent(now, new Date(state.details.startsAt));
  const refund = refundCents(paidCents, refundPercent);
  return [
    {
      type: 'ProgramBookingCancelled',
      data: {
        programId,
        bookingId,
        userId: booking.userId,
        ending: by === 'member' ? 'cancelled-by-member' : 'cancelled-by-admin',
        hadPlace: booking.stage === 'placed',
        refundPercent,
        refundCents: refund,
        refundBy: refund === 0 ? null : booking.cardCents > 0 ? 'stripe' : 'hand',
        reason,
        by: actorId,
        at: now.toISOString(),
      },
    },
  ];
}
