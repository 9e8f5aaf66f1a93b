import type { ProgramBookingEnding, ProgramHandMethod, ProgramKind } from '@sadhana/rules/programs';

/** One program's stream: the program's own life and every booking of a place in it. */
export function programStream(programId: string): string {
  return `program-${programId}`;
}

/** What an admin says a program is: the specification's fields (price in whole dollars) and its kind. */
export interface ProgramDetails {
  kind: ProgramKind;
  title: string;
  description: string;
  location: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  priceDollars: number;
  /** null: no limit. */
  maxParticipants: number | null;
}

/** An admin made a program (a draft unless ProgramPublished follows). */
export type ProgramCreated = {
  type: 'ProgramCreated';
  data: ProgramDetails & { programId: string; createdBy: string; at: string };
};

/** An admin changed a program's details (all of them as they now are). */
export type ProgramEdited = {
  type: 'ProgramEdited';
  data: ProgramDetails & { programId: string; editedBy: string; at: string };
};

/** The program is listed and can be booked. */
export type ProgramPublished = {
  type: 'ProgramPublished';
  data: { programId: string; by: string; at: string };
};

/** The studio called the program off: every booking on it is cancelled (ProgramBookingCancelled) with it. */
export type ProgramCancelled = {
  type: 'ProgramCancelled';
  data: { programId: string; reason: string; by: string; at: string };
};

/**
 * Someone asked for a place and was handed a PaymentIntent for it: `amountCents` is what it asks
 * (the member price when `memberPrice`). Not a place yet: the place is taken when the payment succeeds.
 */
export type ProgramBookingRequested = {
  type: 'ProgramBookingRequested';
  data: {
    programId: string;
    bookingId: string;
    userId: string;
    amountCents: number;
    memberPrice: boolean;
    paymentIntentId: string;
    at: string;
  };
};

/** Stripe says the booking's payment succeeded (payment_intent.succeeded, verified): recorded once per PaymentIntent. */
export type ProgramBookingPaid = {
  type: 'ProgramBookingPaid';
  data: {
    programId: string;
    bookingId: string;
    userId: string;
    paymentIntentId: string;
    amountCents: number;
    at: string;
  };
};

/** The paid booking got a place: places go in the order payments succeed. */
export type ProgramPlaceConfirmed = {
  type: 'ProgramPlaceConfirmed';
  data: { programId: string; bookingId: string; userId: string; at: string };
};

export type RefusalReason = Extract<
  ProgramBookingEnding,
  'sold-out' | 'program-cancelled' | 'program-begun' | 'already-booked' | 'booking-cancelled'
>;

/**
 * A payment arrived that cannot have a place (the last one went to an earlier payment, the program was
 * cancelled or had begun, the booking was cancelled, the person had a place already): refunded in full.
 */
export type ProgramBookingRefused = {
  type: 'ProgramBookingRefused';
  data: {
    programId: string;
    bookingId: string;
    userId: string;
    reason: RefusalReason;
    refundCents: number;
    at: string;
  };
};

/** An admin gave someone a place paid outside the app (cash, check, transfer) or free, with a reason. */
export type ProgramPlaceRecordedByHand = {
  type: 'ProgramPlaceRecordedByHand';
  data: {
    programId: string;
    bookingId: string;
    userId: string;
    method: ProgramHandMethod;
    /** 0 for a free place. */
    amountCents: number;
    reason: string;
    by: string;
    at: string;
  };
};

/**
 * A booking cancelled: by its holder (the terms' refund from the moment of the request), by an admin
 * or with the whole program (a full refund). `refundBy`: Stripe gives back a card payment; the studio
 * gives back by hand what was paid by hand; null when nothing is given back.
 */
export type ProgramBookingCancelled = {
  type: 'ProgramBookingCancelled';
  data: {
    programId: string;
    bookingId: string;
    userId: string;
    ending: Extract<ProgramBookingEnding, 'cancelled-by-member' | 'cancelled-by-admin' | 'program-cancelled'>;
    /** Whether it held a place (paid, by card or by hand, or free), which the cancellation frees. */
    hadPlace: boolean;
    refundPercent: number;
    refundCents: number;
    refundBy: 'stripe' | 'hand' | null;
    reason: string | null;
    by: string;
    at: string;
  };
};

/** Stripe took a refund of the booking's payment (its refund id): recorded once per refund. */
export type ProgramRefundIssued = {
  type: 'ProgramRefundIssued';
  data: {
    programId: string;
    bookingId: string;
    userId: string;
    refundId: string;
    amountCents: number;
    at: string;
  };
};

export type ProgramMailKind = 'program-cancelled' | 'program-reminder';

/** The booking's holder was mailed about the program (its cancellation, or a reminder before it starts). */
export type ProgramParticipantNotified = {
  type: 'ProgramParticipantNotified';
  data: { programId: string; bookingId: string; userId: string; kind: ProgramMailKind; at: string };
};

export type ProgramEvent =
  | ProgramCreated
  | ProgramEdited
  | ProgramPublished
  | ProgramCancelled
  | ProgramBookingRequested
  | ProgramBookingPaid
  | ProgramPlaceConfirmed
  | ProgramBookingRefused
  | ProgramPlaceRecordedByHand
  | ProgramBookingCancelled
  | ProgramRefundIssued
  | ProgramParticipantNotified;

export const programEventTypes = [
  'ProgramCreated',
  'ProgramEdited',
  'ProgramPublished',
  'ProgramCancelled',
  'ProgramBookingRequested',
  'ProgramBookingPaid',
  'ProgramPlaceConfirmed',
  'ProgramBookingRefused',
  'ProgramPlaceRecordedByHand',
  'ProgramBookingCancelled',
  'ProgramRefundIssued',
  'ProgramParticipantNotified',
] as const satisfies readonly ProgramEvent['type'][];

/** The events that make or change the program itself (the workshops read model). */
export const programDetailEventTypes = [
  'ProgramCreated',
  'ProgramEdited',
  'ProgramPublished',
  'ProgramCancelled',
  'ProgramPlaceConfirmed',
  'ProgramPlaceRecordedByHand',
  'ProgramBookingCancelled',
] as const satisfies readonly ProgramEvent['type'][];
