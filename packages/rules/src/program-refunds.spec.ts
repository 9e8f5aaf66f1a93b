import { daysBeforeStart, programInstant, programRefundPercent, refundCents } from './program-refunds.js';
import { memberPriceDollars, placesLeft, programPlaceCents } from './programs.js';

// A retreat starting Saturday 12 December 2026, 9:00 AM Eastern (14:00 UTC, standard time).
const startsAt = new Date('2026-12-12T14:00:00Z');

describe('the terms’ refund schedule, counted on the studio’s calendar (America/New_York)', () => {
  it('refunds 10% more than 7 days before the start: 8 days before, to the last Eastern minute', () => {
    expect(programRefundPercent(new Date('2026-12-04T05:00:00Z'), startsAt)).toBe(10); // 4 Dec 00:00 EST
    // 4 Dec 23:59 Eastern is already 5 Dec in UTC: still 8 days before on the studio's calendar.
    expect(programRefundPercent(new Date('2026-12-05T04:59:00Z'), startsAt)).toBe(10);
    expect(programRefundPercent(new Date('2026-11-01T12:00:00Z'), startsAt)).toBe(10);
  });

  it('refunds 5% from 7 days before to the day before, from the first Eastern minute of the 7th day', () => {
    expect(programRefundPercent(new Date('2026-12-05T05:00:00Z'), startsAt)).toBe(5); // 5 Dec 00:00 EST
    expect(programRefundPercent(new Date('2026-12-11T12:00:00Z'), startsAt)).toBe(5);
    expect(programRefundPercent(new Date('2026-12-12T04:59:00Z'), startsAt)).toBe(5); // 11 Dec 23:59 EST
  });

  it('refunds nothing on the day, before or after the start, nor later', () => {
    expect(programRefundPercent(new Date('2026-12-12T05:00:00Z'), startsAt)).toBe(0); // 12 Dec 00:00 EST
    expect(programRefundPercent(new Date('2026-12-12T13:59:00Z'), startsAt)).toBe(0);
    expect(programRefundPercent(new Date('2026-12-13T12:00:00Z'), startsAt)).toBe(0);
  });

  it('counts days across a DST change by the calendar, not by 24-hour spans', () => {
    // Sunday 8 March 2026 is 23 hours long in New York; a start on 15 March, 9:00 AM EDT.
    const march = new Date('2026-03-15T13:00:00Z');
    expect(daysBeforeStart(new Date('2026-03-07T05:00:00Z'), march)).toBe(8); // 7 Mar 00:00 EST
    expect(programRefundPercent(new Date('2026-03-07T05:00:00Z'), march)).toBe(10);
    expect(programRefundPercent(new Date('2026-03-08T05:00:00Z'), march)).toBe(5); // 8 Mar 00:00 EST
  });

  it('gives back that share of what was paid, to the nearest cent', () => {
    expect(refundCents(38250, 10)).toBe(3825);
    expect(refundCents(45000, 5)).toBe(2250);
    expect(refundCents(38250, 5)).toBe(1913);
    expect(refundCents(38250, 0)).toBe(0);
    expect(refundCents(38250, 100)).toBe(38250);
  });
});

describe('a place’s price', () => {
  it('is 85% of the price for an active member and the price for anyone else, in cents', () => {
    expect(programPlaceCents(450, true)).toBe(38250);
    expect(programPlaceCents(450, false)).toBe(45000);
    expect(programPlaceCents(1, true)).toBe(85);
    expect(memberPriceDollars(450)).toBe(382.5);
  });

  it('leaves places as the limit less those taken, never below none; no limit is null', () => {
    expect(placesLeft(12, 11)).toBe(1);
    expect(placesLeft(12, 12)).toBe(0);
    expect(placesLeft(12, 13)).toBe(0);
    expect(placesLeft(null, 40)).toBeNull();
  });
});

describe('a program’s dates as an admin gives them', () => {
  it('reads a wall-clock time in Eastern time, standard and daylight', () => {
    expect(programInstant('2026-12-12T09:00', 'start')?.toISOString()).toBe('2026-12-12T14:00:00.000Z');
    expect(programInstant('2026-07-12T09:00', 'start')?.toISOString()).toBe('2026-07-12T13:00:00.000Z');
  });

  it('reads a bare date as its first minute for a start and its last for an end', () => {
    expect(programInstant('2026-12-12', 'start')?.toISOString()).toBe('2026-12-12T05:00:00.000Z');
    expect(programInstant('2026-12-13', 'end')?.toISOString()).toBe('2026-12-14T04:59:00.000Z');
  });

  it('takes an instant with its offset as it is', () => {
    expect(programInstant('2026-12-12T14:00:00Z', 'start')?.toISOString()).toBe('2026-12-12T14:00:00.000Z');
    expect(programInstant('2026-12-12T09:00:00-05:00', 'start')?.toISOString()).toBe(
      '2026-12-12T14:00:00.000Z',
    );
  });

  it('refuses what is not a real date and time', () => {
    for (const text of ['', 'soon', '2026-02-30', '2026-12-12T25:00', '2026-12-12 09:00', '12/12/2026'])
      expect(programInstant(text, 'start')).toBeUndefined();
    // 2:30 AM on 8 March 2026 does not exist in New York (the clocks jump from 2:00 to 3:00).
    expect(programInstant('2026-03-08T02:30', 'start')).toBeUndefined();
  });
});
