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
    items: { sessionDate: string; kind: string }[];
    at: string;
  };
};

export type FeePaymentEvent = FeesPaid;

export const feePaymentEventTypes = ['FeesPaid'] as const satisfies readonly FeePaymentEvent['type'][];
