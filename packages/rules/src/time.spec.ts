import { DateTime } from 'luxon';
import {
  addDays,
  dayOfWeek,
  isSessionDate,
  lastBegunDate,
  sessionStart,
  studioDate,
  studioYear,
} from './time.js';

// 2026: DST starts Sunday March 8 at 2:00 (UTC-5 → UTC-4) and ends Sunday November 1 at 2:00 (UTC-4 → UTC-5).

describe('studioDate', () => {
  it('is the Eastern date of every hour of a year asked in any order, across DST', () => {
    const start = Date.UTC(2026, 0, 1);
    const hours = Array.from({ length: 366 * 24 }, (_, i) => (i * 7919) % (366 * 24));
    const eastern = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });
    for (const hour of hours) {
      for (const minute of [0, 59]) {
        const instant = new Date(start + hour * 3_600_000 + minute * 60_000);
        expect([instant.toISOString(), studioDate(instant)]).toEqual([
          instant.toISOString(),
          eastern.format(instant),
        ]);
      }
    }
  });

  it('is the New York calendar date, not the UTC one', () => {
    expect(studioDate(new Date('2026-11-24T04:59:59Z'))).toBe('2026-11-23');
    expect(studioDate(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
  });

  it('turns the day at midnight Eastern in summer too (UTC-4)', () => {
    expect(studioDate(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30');
    expect(studioDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('keeps the days of 25 and 23 hours whole when asked one instant after another', () => {
    // November 1 runs from 04:00Z to 05:00Z the next day; March 8 from 05:00Z to 04:00Z.
    const answers = [
      '2026-11-01T04:00:00Z',
      '2026-11-02T04:30:00Z',
      '2026-11-02T04:59:59Z',
      '2026-11-02T05:00:00Z',
      '2026-11-01T03:59:59Z',
      '2026-03-08T05:00:00Z',
      '2026-03-09T03:59:59Z',
      '2026-03-09T04:00:00Z',
    ].map((instant) => studioDate(new Date(instant)));
    expect(answers).toEqual([
      '2026-11-01',
      '2026-11-01',
      '2026-11-01',
      '2026-11-02',
      '2026-10-31',
      '2026-03-08',
      '2026-03-08',
      '2026-03-09',
    ]);
  });
});

describe('studioYear', () => {
  it('is still the old year on New Year’s Eve evening in New York, when UTC has moved on', () => {
    expect(studioYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(studioYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-11-29', 4)).toBe('2026-12-03');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -2)).toBe('2025-12-30');
  });

  it('moves whole calendar days across both DST changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(addDays('2026-11-02', -2)).toBe('2026-10-31');
  });
});

describe('addDays and dayOfWeek, without luxon', () => {
  it('agree with luxon on every date of four years, a leap day among them, forwards and back', () => {
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000) {
      const date = new Date(at).toISOString().slice(0, 10);
      const calendar = DateTime.fromISO(date, { zone: 'utc' });
      for (const days of [-400, -31, -1, 0, 1, 6, 30, 366]) {
        expect(addDays(date, days)).toBe(calendar.plus({ days }).toISODate());
      }
      expect(dayOfWeek(date)).toBe(calendar.weekday % 7);
    }
  });

  it('answer as luxon does for what is not a date', () => {
    expect(addDays('2026-02-30', 1)).toBe(DateTime.fromISO('2026-02-30').plus({ days: 1 }).toISODate());
    expect(addDays('2026-02-30', 1)).toBeNull();
  });
});

describe('dayOfWeek', () => {
  it('numbers days 0 Sunday to 6 Saturday, as the practices table does', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(dayOfWeek('2026-11-28')).toBe(6);
    expect(dayOfWeek('2026-03-08')).toBe(0);
  });
});

describe('sessionStart', () => {
  it('reads the start time on the wall clock of New York, winter and summer', () => {
    expect(sessionStart('2026-01-15', '05:00').toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(sessionStart('2026-07-15', '04:30').toISOString()).toBe('2026-07-15T08:30:00.000Z');
  });

  it('takes the offset of the session’s own day on the days DST changes', () => {
    expect(sessionStart('2026-03-07', '05:00').toISOString()).toBe('2026-03-07T10:00:00.000Z');
    expect(sessionStart('2026-03-08', '05:00').toISOString()).toBe('2026-03-08T09:00:00.000Z');
    expect(sessionStart('2026-10-31', '05:00').toISOString()).toBe('2026-10-31T09:00:00.000Z');
    expect(sessionStart('2026-11-01', '04:30').toISOString()).toBe('2026-11-01T09:30:00.000Z');
  });
});

describe('lastBegunDate', () => {
  const start = sessionStart('2026-11-30', '05:00');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('is yesterday until today’s session starts, today from its first millisecond', () => {
    expect(lastBegunDate('2026-11-30', start, at(-1))).toBe('2026-11-29');
    expect(lastBegunDate('2026-11-30', start, at(0))).toBe('2026-11-30');
    expect(lastBegunDate('2026-11-30', start, at(12 * 3_600_000))).toBe('2026-11-30');
  });

  it('is yesterday all day when today has no session, across a month’s end', () => {
    expect(lastBegunDate('2026-12-01', undefined, new Date('2026-12-02T04:59:00Z'))).toBe('2026-11-30');
  });
});

describe('isSessionDate', () => {
  it('accepts a real YYYY-MM-DD date', () => {
    expect(isSessionDate('2026-11-24')).toBe(true);
    expect(isSessionDate('2028-02-29')).toBe(true);
    expect(isSessionDate('2000-02-29')).toBe(true);
    expect(isSessionDate('9999-12-31')).toBe(true);
  });

  it('reads the years before 100 as the calendar has them, not as 19xx', () => {
    expect(isSessionDate('0000-02-29')).toBe(true);
    expect(isSessionDate('0099-12-31')).toBe(true);
    expect(isSessionDate('0001-02-29')).toBe(false);
    expect(isSessionDate('0004-02-30')).toBe(false);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-04-31',
    '2026-1-01',
    '2026-11-24T05:00:00Z',
    '',
    20261124,
    null,
    undefined,
  ])('rejects %p', (value) => {
    expect(isSessionDate(value)).toBe(false);
  });
});
