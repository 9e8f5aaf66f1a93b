import type { FeeSettlementMethod } from '@sadhana/rules/fees';

/** One fee: a kind of charge on a session date. */
export interface FeeRef {
  sessionDate: string;
  kind: string;
}

/** A part of one online payment: which PaymentIntent, how much of it (US cents) and when. */
export interface PaymentPart {
  userId: string;
  /** Stripe's PaymentIntent: one payment is recorded once. */
  paymentIntentId: string;
  amountCents: number;
  at: string;
}

/**
 * A payment of session fees, on the member's stream `member-<userId>` (ids, dates and amounts only):
 * `amountCents` is the part of the charge that went to these fees (the charge, less any credit it left).
 */
export type FeesPaid = {
  type: 'FeesPaid';
  /** `items`: the fees it settles, each a session date and a kind (any already settled are left out). */
  data: PaymentPart & { items: FeeRef[] };
};

/** The studio took the money for one fee itself (cash at the door, a check, a transfer). */
export type FeeSettledByHand = {
  type: 'FeeSettledByHand';
  data: FeeRef & {
    userId: string;
    /** US cents, the fee's amount when it was settled. */
    amountCents: number;
    method: FeeSettlementMethod;
    note: string | null;
    settledBy: string;
    at: string;
  };
};

/** The studio let one fee go, for a reason the member and the admin can read. */
export type FeeWaived = {
  type: 'FeeWaived';
  data: FeeRef & { userId: string; amountCents: number; reason: string; waivedBy: string; at: string };
};

/**
 * Part or all of an online payment paid for no fee still owed (its fees were paid or waived meanwhile,
 * typically by a second payment of the same fees): the studio keeps it as the member's credit.
 * `items`: the fees it paid again; none when it only paid over their amount.
 */
export type FeePaymentCredited = { type: 'FeePaymentCredited'; data: PaymentPart & { items: FeeRef[] } };

/** An online payment charged less than its fees (the Pay button took the credit off): that much credit is used. */
export type FeeCreditApplied = { type: 'FeeCreditApplied'; data: PaymentPart };

/**
 * The studio took one payment in person (cash, a card in person, a transfer) against the member's
 * balance: it settles the oldest fees first, each in full (`items`, with what each cost), with the
 * credit it completed (`creditUsedCents`); what did not reach the next fee, or went beyond the balance
 * when the admin said so, is the member's credit (`creditAddedCents`). One event, however many fees.
 */
export type FeePaymentTaken = {
  type: 'FeePaymentTaken';
  data: {
    userId: string;
    /** The screen's id for this payment: the same payment sent twice is recorded once. */
    paymentId: string;
    amountCents: number;
    method: FeeSettlementMethod;
    note: string | null;
    items: (FeeRef & { amountCents: number })[];
    creditUsedCents: number;
    creditAddedCents: number;
    /** What the member still owed right after it, in cents. */
    owedAfterCents: number;
    takenBy: string;
    at: string;
  };
};

export type FeePaymentEvent =
  | FeesPaid
  | FeeSettledByHand
  | FeeWaived
  | FeePaymentCredited
  | FeeCreditApplied
  | FeePaymentTaken;

export const feePaymentEventTypes = [
  'FeesPaid',
  'FeeSettledByHand',
  'FeeWaived',
  'FeePaymentCredited',
  'FeeCreditApplied',
  'FeePaymentTaken',
] as const satisfies readonly FeePaymentEvent['type'][];
