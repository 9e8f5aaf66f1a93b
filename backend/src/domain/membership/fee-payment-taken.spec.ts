import { decidedAt, deciderSpec } from '../../../test/support/decider-spec.js';
import type { FeePaymentEvent } from './fee-payment.events.js';
import {
  type FeePaymentCommand,
  feePaymentsDecider,
  PaymentAmountInvalid,
  PaymentMoreThanOwed,
} from './fee-payments.js';

const userId = 'user-1';
const { now, at } = decidedAt('2026-11-28T15:00:00Z');
const given = deciderSpec(feePaymentsDecider);

/** 14 fees, oldest first: seven Saturday drop-ins ($100), five weekday ones ($50), two no-shows ($20) — $990. */
const owed = [
  ...Array.from({ length: 7 }, (_, i) => ({
    sessionDate: `2026-10-${String(3 + 7 * i).padStart(2, '0')}`,
    kind: 'drop-in',
    amountCents: 10_000,
  })),
  ...Array.from({ length: 5 }, (_, i) => ({
    sessionDate: `2026-11-${String(16 + i).padStart(2, '0')}`,
    kind: 'drop-in',
    amountCents: 5_000,
  })),
  { sessionDate: '2026-11-23', kind: 'no-show', amountCents: 2_000 },
  { sessionDate: '2026-11-24', kind: 'no-show', amountCents: 2_000 },
].sort((a, b) => (a.sessionDate < b.sessionDate ? -1 : 1));

const take = (
  amountCents: number,
  options: { paymentId?: string; keepRestAsCredit?: boolean; fees?: typeof owed } = {},
): FeePaymentCommand => ({
  type: 'TakePayment',
  data: {
    userId,
    paymentId: options.paymentId ?? 'pay-1',
    amountCents,
    method: 'cash',
    note: 'front desk',
    keepRestAsCredit: options.keepRestAsCredit ?? false,
    owed: options.fees ?? owed,
    adminId: 'admin-1',
    now,
  },
});

const taken = (events: readonly FeePaymentEvent[]) => {
  expect(events).toHaveLength(1);
  const [event] = events;
  if (event.type !== 'FeePaymentTaken') throw new Error(`expected FeePaymentTaken, got ${event.type}`);
  return event.data;
};

describe('a payment taken at the studio against the balance', () => {
  it('pays every fee of the balance in one event', () => {
    const data = taken(given([]).when(take(99_000))());
    expect(data).toEqual({
      userId,
      paymentId: 'pay-1',
      amountCents: 99_000,
      method: 'cash',
      note: 'front desk',
      items: owed,
      creditUsedCents: 0,
      creditAddedCents: 0,
      owedAfterCents: 0,
      takenBy: 'admin-1',
      at,
    });
  });

  it('a part payment settles the oldest fees and leaves exactly the rest owed', () => {
    const part = taken(given([]).when(take(25_000))());
    expect(part.items.map((fee) => fee.sessionDate)).toEqual(['2026-10-03', '2026-10-10']);
    // $50 of the third $100 fee is kept toward it.
    expect(part).toMatchObject({ creditAddedCents: 5_000, owedAfterCents: 74_000 });
    // The rest of the balance, taken next, completes it with the credit.
    const first: FeePaymentEvent = { type: 'FeePaymentTaken', data: part };
    const rest = taken(given([first]).when(take(74_000, { paymentId: 'pay-2' }))());
    expect(rest.items).toHaveLength(12);
    expect(rest).toMatchObject({ creditUsedCents: 5_000, creditAddedCents: 0, owedAfterCents: 0 });
  });

  it('leaves out fees settled since the ledger was read', () => {
    const cash: FeePaymentEvent = {
      type: 'FeeSettledByHand',
      data: {
        userId,
        sessionDate: '2026-10-03',
        kind: 'drop-in',
        amountCents: 10_000,
        method: 'cash',
        note: null,
        settledBy: 'admin-2',
        at,
      },
    };
    const data = taken(given([cash]).when(take(89_000))());
    expect(data.items.map((fee) => fee.sessionDate)).not.toContain('2026-10-03');
    expect(data.owedAfterCents).toBe(0);
    // The whole $990 is now more than the $890 owed.
    expect(given([cash]).when(take(99_000))).toThrow(PaymentMoreThanOwed);
  });

  it('refuses more than owed unless the rest is kept as credit', () => {
    expect(given([]).when(take(100_000))).toThrow(new PaymentMoreThanOwed(100_000, 99_000));
    expect(new PaymentMoreThanOwed(100_000, 99_000).message).toBe(
      '$1,000 is more than the $990 owed. Take $990, or keep the rest as credit.',
    );
    const kept = taken(given([]).when(take(100_000, { keepRestAsCredit: true }))());
    expect(kept).toMatchObject({ creditAddedCents: 1_000, owedAfterCents: 0 });
    expect(kept.items).toHaveLength(14);
    expect(given([]).when(take(2_000, { fees: [] }))).toThrow('Nothing is owed.');
  });

  it('records the same payment once, and refuses an amount of nothing', () => {
    const first: FeePaymentEvent = { type: 'FeePaymentTaken', data: taken(given([]).when(take(10_000))()) };
    expect(given([first]).when(take(10_000))()).toEqual([]);
    expect(given([]).when(take(0))).toThrow(PaymentAmountInvalid);
    expect(given([]).when(take(12.5))).toThrow(PaymentAmountInvalid);
  });
});
