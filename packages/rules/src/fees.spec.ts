import {
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
});
