import type { FeePaymentEvent } from './fee-payment.events.js';
import {
  decide,
  evolve,
  FeeAlreadySettled,
  type FeePaymentCommand,
  initialFeePayments,
  NoSuchFee,
} from './fee-payments.js';

const userId = 'user-1';
const now = new Date('2026-11-24T15:00:00Z');
const at = now.toISOString();

/** Given these events, when this command, then these events (or this error). */
function given(events: FeePaymentEvent[]) {
  const state = events.reduce(evolve, initialFeePayments);
  return { when: (command: FeePaymentCommand) => () => decide(command, state) };
}

const paidOnline: FeePaymentEvent = {
  type: 'FeesPaid',
  data: {
    userId,
    paymentIntentId: 'pi_1',
    amountCents: 5000,
    items: [{ sessionDate: '2026-11-23', kind: 'drop-in' }],
    at,
  },
};
const settleInCash = (sessionDate: string, kind: string, owedCents: number | null): FeePaymentCommand => ({
  type: 'SettleFeeByHand',
  data: { userId, sessionDate, kind, method: 'cash', note: null, adminId: 'admin-1', now, owedCents },
});
const waive = (sessionDate: string, kind: string, owedCents: number | null): FeePaymentCommand => ({
  type: 'WaiveFee',
  data: { userId, sessionDate, kind, reason: 'snow', adminId: 'admin-1', now, owedCents },
});

describe('fees settled by hand or waived', () => {
  it('records a fee paid in cash with its amount and who recorded it', () => {
    expect(given([]).when(settleInCash('2026-11-24', 'no-show', 2000))()).toEqual([
      {
        type: 'FeeSettledByHand',
        data: {
          userId,
          sessionDate: '2026-11-24',
          kind: 'no-show',
          amountCents: 2000,
          method: 'cash',
          note: null,
          settledBy: 'admin-1',
          at,
        },
      },
    ]);
  });

  it('waives a fee with its reason', () => {
    expect(given([]).when(waive('2026-11-24', 'no-show', 2000))()).toEqual([
      {
        type: 'FeeWaived',
        data: {
          userId,
          sessionDate: '2026-11-24',
          kind: 'no-show',
          amountCents: 2000,
          reason: 'snow',
          waivedBy: 'admin-1',
          at,
        },
      },
    ]);
  });

  it('refuses a fee paid online, paid by hand or waived already', () => {
    expect(given([paidOnline]).when(waive('2026-11-23', 'drop-in', 5000))).toThrow(FeeAlreadySettled);
    const [cash] = given([]).when(settleInCash('2026-11-24', 'no-show', 2000))();
    expect(given([cash]).when(waive('2026-11-24', 'no-show', 2000))).toThrow(FeeAlreadySettled);
    const [waived] = given([]).when(waive('2026-11-24', 'no-show', 2000))();
    expect(given([waived]).when(settleInCash('2026-11-24', 'no-show', 2000))).toThrow(FeeAlreadySettled);
  });

  it('refuses a fee the ledger does not owe', () => {
    expect(given([]).when(settleInCash('2026-11-24', 'drop-in', null))).toThrow(NoSuchFee);
  });

  it('a payment recorded twice by Stripe is one FeesPaid', () => {
    const record: FeePaymentCommand = {
      type: 'RecordFeesPaid',
      data: {
        userId,
        paymentIntentId: 'pi_1',
        amountCents: 5000,
        items: paidOnline.data.items as never,
        now,
      },
    };
    expect(given([]).when(record)()).toEqual([paidOnline]);
    expect(given([paidOnline]).when(record)()).toEqual([]);
  });
});
