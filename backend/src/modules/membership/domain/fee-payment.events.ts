import type { FeeSettlementMethod } from '@sadhana/rules/fees';

/** One fee: a kind of charge on a session date. */
export interface FeeRef {
  sessionDate: string;
  kind: string;
}

/** A payment of session fees, on the member's stream `member-<userId>` (ids, dates and amounts only). */
export type FeesPaid = {
  type: 'FeesPaid';
  data: {
    userId: string;
    /** Stripe's PaymentIntent: one payment is recorded once. */
    paymentIntentId: string;
    /** US cents, as charged. */
    amountCents: number;
    /** The fees it covers, each a session date and a kind of fee. */
    items: FeeRef[];
    at: string;
  };
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

export type FeePaymentEvent = FeesPaid | FeeSettledByHand | FeeWaived;

export const feePaymentEventTypes = [
  'FeesPaid',
  'FeeSettledByHand',
  'FeeWaived',
] as const satisfies readonly FeePaymentEvent['type'][];
