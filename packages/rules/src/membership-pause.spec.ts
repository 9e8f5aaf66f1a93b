import {
  billingAfterEarlyResume,
  billingAfterPause,
  isPauseWeeks,
  PAUSE_WEEK_CHOICES,
  pauseLastDay,
  weeksInWords,
} from './membership-pause.js';

describe('pausing a membership', () => {
  it('takes 1 to 8 whole weeks', () => {
    expect(PAUSE_WEEK_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([1, 8].every(isPauseWeeks)).toBe(true);
    expect([0, 9, 1.5, -1, '2', null, Number.NaN].some(isPauseWeeks)).toBe(false);
  });

  it('covers whole days from the first: two weeks from a Monday end on the second Sunday after', () => {
    expect(pauseLastDay('2026-11-30', 2)).toBe('2026-12-13');
    expect(pauseLastDay('2026-11-30', 1)).toBe('2026-12-06');
    // Across the change to winter time: still whole calendar days.
    expect(pauseLastDay('2026-10-26', 2)).toBe('2026-11-08');
  });

  it('moves the next payment later by the paused days', () => {
    const paidUntil = new Date('2026-12-10T15:00:00.000Z');
    expect(billingAfterPause(paidUntil, 2).toISOString()).toBe('2026-12-24T15:00:00.000Z');
  });

  it('takes the days not paused back off the next payment when resumed early', () => {
    const billingAt = new Date('2026-12-24T15:00:00.000Z');
    // Paused 2026-11-30 to 2026-12-13, resumed on 2026-12-07: 7 days not taken.
    expect(billingAfterEarlyResume(billingAt, '2026-12-07', '2026-12-13').toISOString()).toBe(
      '2026-12-17T15:00:00.000Z',
    );
    // Resumed the day it began: every day back, the payment where it was.
    expect(billingAfterEarlyResume(billingAt, '2026-11-30', '2026-12-13').toISOString()).toBe(
      '2026-12-10T15:00:00.000Z',
    );
  });

  it('says weeks in words', () => {
    expect(weeksInWords(1)).toBe('1 week');
    expect(weeksInWords(2)).toBe('2 weeks');
  });
});
