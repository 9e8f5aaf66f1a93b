import {
  allocatePayment,
  DROP_IN_FEE_WEEKDAY,
  DROP_IN_FEE_WEEKEND,
  dollars,
  dropInFee,
  feesOwedAfterCredit,
  isWeekendDay,
} from './fees.js';

describe('fees', () => {
  it('charges the weekend rate on Saturday and Sunday only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(dropInFee)).toEqual([
      DROP_IN_FEE_WEEKEND,
      DROP_IN_FEE_WEEKDAY,
      DROP_IN_FEE_WEEKDAY,
      DROP_IN_FEE_WEEKDAY,
      DROP_IN_FEE_WEEKDAY,
      DROP_IN_FEE_WEEKDAY,
      DROP_IN_FEE_WEEKEND,
    ]);
    expect([0, 6].every(isWeekendDay)).toBe(true);
  });

  it('writes amounts as dollars', () => {
    expect(dollars(150)).toBe('$150');
    expect(dollars(1250)).toBe('$1,250');
  });

  it('takes the credit off the unpaid fees, never below nothing owed', () => {
    expect(feesOwedAfterCredit(70, 0)).toBe(70);
    expect(feesOwedAfterCredit(70, 50)).toBe(20);
    expect(feesOwedAfterCredit(20, 50)).toBe(0);
    expect(feesOwedAfterCredit(20, -5)).toBe(20);
  });

  describe('a payment taken at the studio', () => {
    // Oldest first: $100 (a Saturday), $50, $20.
    const fees = [
      { sessionDate: '2026-11-21', kind: 'drop-in', amountCents: 10_000 },
      { sessionDate: '2026-11-23', kind: 'drop-in', amountCents: 5_000 },
      { sessionDate: '2026-11-24', kind: 'no-show', amountCents: 2_000 },
    ];
    const dates = (settled: { sessionDate: string }[]) => settled.map((fee) => fee.sessionDate);

    it('pays the whole balance in one go', () => {
      expect(allocatePayment(fees, 17_000, 0)).toEqual({
        settled: fees,
        creditUsedCents: 0,
        creditAddedCents: 0,
        owedAfterCents: 0,
        owedBeforeCents: 17_000,
      });
    });

    it('pays the oldest fees first and keeps what does not reach the next one toward it', () => {
      const part = allocatePayment(fees, 13_000, 0);
      expect(dates(part.settled)).toEqual(['2026-11-21']);
      // $30 of the $50 fee: kept, so $40 is still owed ($50 + $20 − $30).
      expect(part).toMatchObject({ creditAddedCents: 3_000, creditUsedCents: 0, owedAfterCents: 4_000 });
      // The oldest fee first, even when a later one would fit.
      expect(dates(allocatePayment(fees, 2_000, 0).settled)).toEqual([]);
    });

    it('leans on the credit the member had, and uses only what it needs', () => {
      const completed = allocatePayment(fees.slice(1), 2_000, 3_000);
      expect(dates(completed.settled)).toEqual(['2026-11-23']);
      expect(completed).toMatchObject({
        creditUsedCents: 3_000,
        creditAddedCents: 0,
        owedAfterCents: 2_000,
        owedBeforeCents: 4_000,
      });
      const halfUsed = allocatePayment(fees.slice(2), 500, 2_000);
      expect(halfUsed).toMatchObject({ creditUsedCents: 1_500, creditAddedCents: 0, owedAfterCents: 0 });
    });

    it('keeps more than the balance as credit, and owes nothing then', () => {
      expect(allocatePayment(fees, 20_000, 0)).toMatchObject({
        creditAddedCents: 3_000,
        owedAfterCents: 0,
      });
      expect(allocatePayment([], 1_000, 0)).toMatchObject({ settled: [], creditAddedCents: 1_000 });
    });
  });
});
