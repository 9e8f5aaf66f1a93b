import { activeDays, addActiveDay } from './active-days.js';

describe('a member’s active days', () => {
  it('counts each day once and keeps the latest, whatever the order and the span', () => {
    const days = activeDays(20_000);
    const added = [20_000, 20_003, 20_000, 19_000, 21_500, 20_003, 19_001, 21_500, -5].map((day) =>
      addActiveDay(days, day),
    );
    expect(added).toEqual([true, true, false, true, true, false, true, false, true]);
    expect(days.count).toBe(6);
    expect(days.last).toBe(21_500);
  });

  it('a first day earlier than the one it was made for is still the latest until a later one', () => {
    const days = activeDays(100);
    addActiveDay(days, 90);
    expect(days.last).toBe(90);
    addActiveDay(days, 95);
    expect(days.last).toBe(95);
  });
});
