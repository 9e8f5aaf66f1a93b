import {
  isCapacity,
  isInRegistrationWindow,
  LOCK_HOURS,
  lockAt,
  MAX_CAPACITY,
  ordinal,
  registrationWindow,
  sessionLock,
  WINDOW_DAYS_AFTER,
  WINDOW_DAYS_BEFORE,
  waitlistLabel,
} from './registration.js';

const HOUR = 3_600_000;

describe('the registration window', () => {
  it('is the seven days from two days before today, oldest first', () => {
    expect([WINDOW_DAYS_BEFORE, WINDOW_DAYS_AFTER]).toEqual([2, 4]);
    expect(registrationWindow('2026-12-30')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('holds today-2 … today+4 and nothing beyond', () => {
    const today = '2026-11-24';
    expect(isInRegistrationWindow('2026-11-21', today)).toBe(false);
    expect(isInRegistrationWindow('2026-11-22', today)).toBe(true);
    expect(isInRegistrationWindow('2026-11-24', today)).toBe(true);
    expect(isInRegistrationWindow('2026-11-28', today)).toBe(true);
    expect(isInRegistrationWindow('2026-11-29', today)).toBe(false);
  });
});

describe('the 24-hour lock', () => {
  const startsAt = new Date('2026-11-25T10:00:00Z');

  it('is open until exactly 24 hours before the start', () => {
    expect(LOCK_HOURS).toBe(24);
    expect(lockAt(startsAt, new Date(startsAt.getTime() - 24 * HOUR - 1))).toBe('open');
    expect(lockAt(startsAt, new Date(startsAt.getTime() - 24 * HOUR))).toBe('open');
  });

  it('closes inside 24 hours of the start', () => {
    expect(lockAt(startsAt, new Date(startsAt.getTime() - 24 * HOUR + 1))).toBe('within-24-hours');
    expect(lockAt(startsAt, new Date(startsAt.getTime() - 1))).toBe('within-24-hours');
  });

  it('reads past from the start on', () => {
    expect(lockAt(startsAt, startsAt)).toBe('past');
    expect(lockAt(startsAt, new Date(startsAt.getTime() + HOUR))).toBe('past');
  });

  it('counts real hours when the clocks spring forward: 5:00 the day before is only 23 hours earlier', () => {
    // Sunday March 8 2026, 5:00 EDT = 09:00Z; Saturday 5:00 EST = 10:00Z.
    expect(sessionLock('2026-03-08', '05:00', new Date('2026-03-07T10:00:00Z'))).toBe('within-24-hours');
    expect(sessionLock('2026-03-08', '05:00', new Date('2026-03-07T09:00:00Z'))).toBe('open');
  });

  it('counts real hours when the clocks fall back: 5:30 the day before is 24½ hours earlier', () => {
    // Sunday November 1 2026, 5:00 EST = 10:00Z; Saturday 5:30 EDT = 09:30Z.
    expect(sessionLock('2026-11-01', '05:00', new Date('2026-10-31T09:30:00Z'))).toBe('open');
    expect(sessionLock('2026-11-01', '05:00', new Date('2026-10-31T10:00:01Z'))).toBe('within-24-hours');
  });

  it('locks a session by its own start time on the studio’s clock', () => {
    const now = new Date('2026-11-24T10:00:00Z'); // Tuesday 5:00 EST
    expect(sessionLock('2026-11-25', '05:00', now)).toBe('open');
    expect(sessionLock('2026-11-25', '04:30', now)).toBe('within-24-hours');
    expect(sessionLock('2026-11-24', '05:00', now)).toBe('past');
  });
});

describe('capacity and waitlist places', () => {
  it('accepts whole numbers of places from 1', () => {
    expect([1, 20, MAX_CAPACITY].every(isCapacity)).toBe(true);
    expect([0, -1, 1.5, '3', null, MAX_CAPACITY + 1].some(isCapacity)).toBe(false);
  });

  it('reads a waitlist place as an ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });

  it('labels a waitlist place as the card and the roster show it', () => {
    expect(waitlistLabel(1)).toBe('Waitlisted · 1st');
    expect(waitlistLabel(12)).toBe('Waitlisted · 12th');
  });
});
