import { DROP_IN_FEE_WEEKDAY, DROP_IN_FEE_WEEKEND, dollars, dropInFee, isWeekendDay } from './fees.js';

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
});
