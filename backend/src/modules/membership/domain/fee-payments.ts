import type { Decider } from '../../../platform/domain/decider.js';
import type { FeePaymentEvent } from './fee-payment.events.js';

export type FeePayments = { readonly paymentIntents: ReadonlySet<string> };

export const initialFeePayments: FeePayments = { paymentIntents: new Set() };

/** Folds only FeesPaid; the member stream carries other features' events too. */
export function evolve(state: FeePayments, event: { type: string; data: unknown }): FeePayments {
  const known = event as FeePaymentEvent;
  if (known.type !== 'FeesPaid') return state;
  return { paymentIntents: new Set(state.paymentIntents).add(known.data.paymentIntentId) };
}

export type RecordFeesPaid = {
  type: 'RecordFeesPaid';
  data: {
    userId: string;
    paymentIntentId: string;
    amountCents: number;
    items: { sessionDate: string; kind: string }[];
    now: Date;
  };
};

/** Stripe says the money arrived: recorded once per PaymentIntent, whatever the number of deliveries. */
export function decide(command: RecordFeesPaid, state: FeePayments): FeePaymentEvent[] {
  const { userId, paymentIntentId, amountCents, items, now } = command.data;
  if (state.paymentIntents.has(paymentIntentId)) return [];
  return [{ type: 'FeesPaid', data: { userId, paymentIntentId, amountCents, items, at: now.toISOString() } }];
}

export const feePaymentsDecider: Decider<RecordFeesPaid, FeePayments, FeePaymentEvent> = {
  initialState: () => initialFeePayments,
  evolve,
  decide,
};
