import { decidedAt, deciderSpec } from '../../../test/support/decider-spec.js';
import type { FeePaymentEvent, FeeRef } from './fee-payment.events.js';
import {
  evolve,
  FeeAlreadySettled,
  type FeePaymentCommand,
  feePaymentsDecider,
  initialFeePayments,
  NoSuchFee,
} from './fee-payments.js';

const userId = 'user-1';
const { now, at } = decidedAt('2026-11-24T15:00:00Z');

/** Given these events, when this command, then these events (or this error). */
const given = deciderSpec(feePaymentsDecider);

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

describe('a payment of fees already paid', () => {
  // Mon 23 Nov (drop-in $50) and Tue 24 Nov (no-show $20).
  const monday = { sessionDate: '2026-11-23', kind: 'drop-in' };
  const tuesday = { sessionDate: '2026-11-24', kind: 'no-show' };
  const pay = (paymentIntentId: string, amountCents: number, items: FeeRef[]): FeePaymentCommand => ({
    type: 'RecordFeesPaid',
    data: { userId, paymentIntentId, amountCents, items, now },
  });

  it('credits the whole payment when every fee it covers is paid already', () => {
    expect(given([paidOnline]).when(pay('pi_2', 5000, [monday]))()).toEqual([
      {
        type: 'FeePaymentCredited',
        data: { userId, paymentIntentId: 'pi_2', amountCents: 5000, items: [monday], at },
      },
    ]);
  });

  it('settles the fees still owed and credits the part that paid again ($120 for $70 owed: $50 credit)', () => {
    expect(given([paidOnline]).when(pay('pi_2', 7000, [monday, tuesday]))()).toEqual([
      {
        type: 'FeesPaid',
        data: { userId, paymentIntentId: 'pi_2', amountCents: 2000, items: [tuesday], at },
      },
      {
        type: 'FeePaymentCredited',
        data: { userId, paymentIntentId: 'pi_2', amountCents: 5000, items: [monday], at },
      },
    ]);
  });

  it('credits a fee waived before the payment arrived', () => {
    const [waived] = given([]).when(waive('2026-11-24', 'no-show', 2000))();
    expect(given([waived]).when(pay('pi_2', 2000, [tuesday]))()).toEqual([
      {
        type: 'FeePaymentCredited',
        data: { userId, paymentIntentId: 'pi_2', amountCents: 2000, items: [tuesday], at },
      },
    ]);
  });

  it('records a credited payment once, however often Stripe delivers it', () => {
    const events = given([paidOnline]).when(pay('pi_2', 5000, [monday]))();
    expect(given([paidOnline, ...events]).when(pay('pi_2', 5000, [monday]))()).toEqual([]);
  });

  it('a later payment charged less by the credit uses that much credit, and no more', () => {
    const credited = given([paidOnline]).when(pay('pi_2', 5000, [monday]))();
    // $20 owed, $50 of credit: the Pay button has nothing to charge; with $70 more owed it charges $40.
    const thursday = { sessionDate: '2026-11-26', kind: 'drop-in' };
    const later = given([paidOnline, ...credited]).when(pay('pi_3', 2000, [tuesday, thursday]))();
    expect(later).toEqual([
      {
        type: 'FeesPaid',
        data: { userId, paymentIntentId: 'pi_3', amountCents: 2000, items: [tuesday, thursday], at },
      },
      { type: 'FeeCreditApplied', data: { userId, paymentIntentId: 'pi_3', amountCents: 5000, at } },
    ]);
    const state = [paidOnline, ...credited, ...later].reduce(evolve, initialFeePayments);
    expect(state.creditCents).toBe(0);
  });
});
