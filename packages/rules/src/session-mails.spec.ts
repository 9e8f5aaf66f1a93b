import {
  DEFAULT_REMINDER_HOURS_BEFORE_LOCK,
  isQuietHour,
  isReminderHours,
  mailSendAt,
  quietHoursEnd,
  reminderPlannedAt,
  reminderSendAt,
} from './session-mails.js';
import { sessionStart } from './time.js';

/** An instant written on the studio's wall clock. */
function eastern(date: string, time: string): Date {
  return sessionStart(date, time);
}

describe('quiet hours', () => {
  it('run from 21:00 to 07:00 Eastern', () => {
    expect(isQuietHour(eastern('2026-12-01', '20:59'))).toBe(false);
    expect(isQuietHour(eastern('2026-12-01', '21:00'))).toBe(true);
    expect(isQuietHour(eastern('2026-12-02', '03:00'))).toBe(true);
    expect(isQuietHour(eastern('2026-12-02', '06:59'))).toBe(true);
    expect(isQuietHour(eastern('2026-12-02', '07:00'))).toBe(false);
  });

  it('end at the next 07:00 on the wall clock, across a DST change', () => {
    expect(quietHoursEnd(eastern('2026-12-01', '22:15'))).toEqual(eastern('2026-12-02', '07:00'));
    expect(quietHoursEnd(eastern('2026-12-02', '02:00'))).toEqual(eastern('2026-12-02', '07:00'));
    // Clocks go back at 2:00 on 2026-11-01: the night is an hour longer, the morning still 07:00.
    expect(quietHoursEnd(eastern('2026-10-31', '23:00'))).toEqual(eastern('2026-11-01', '07:00'));
  });
});

describe('a session reminder', () => {
  const tuesday = eastern('2026-12-01', '05:00'); // lock Monday 05:00

  it('is planned 12 hours before the lock by default: 36 hours before the session', () => {
    expect(DEFAULT_REMINDER_HOURS_BEFORE_LOCK).toBe(12);
    expect(reminderPlannedAt(tuesday, 12)).toEqual(eastern('2026-11-29', '17:00'));
  });

  it('goes the evening before when the planned time falls in the quiet hours', () => {
    // 4 hours before Monday 05:00 is 01:00: moved to Sunday 20:30.
    expect(reminderPlannedAt(tuesday, 4)).toEqual(eastern('2026-11-29', '20:30'));
    // 9 hours before a Friday 04:30 lock is Thursday 19:30: not quiet, kept.
    expect(reminderPlannedAt(eastern('2026-12-05', '04:30'), 9)).toEqual(eastern('2026-12-03', '19:30'));
    // 7 hours before is 21:30: quiet, 20:30 the same evening.
    expect(reminderPlannedAt(eastern('2026-12-05', '04:30'), 7)).toEqual(eastern('2026-12-03', '20:30'));
  });

  it('keeps the wall clock across the spring-forward night', () => {
    // Clocks spring forward at 2:00 on 2027-03-14. A Tuesday 05:00 session, lock Monday 05:00:
    // 12 hours before is Sunday 17:00 on the wall clock (real hours, so still 17:00).
    expect(reminderPlannedAt(eastern('2027-03-16', '05:00'), 12)).toEqual(eastern('2027-03-14', '17:00'));
    // 30 hours before the Monday 05:00 lock is Saturday 23:00 wall time minus the lost hour: 22:00,
    // quiet, so Saturday 20:30.
    expect(reminderPlannedAt(eastern('2027-03-16', '05:00'), 30)).toEqual(eastern('2027-03-13', '20:30'));
  });

  it('goes at the planned time for a registration made before it', () => {
    expect(reminderSendAt(tuesday, 12, eastern('2026-11-27', '09:00'))).toEqual(
      eastern('2026-11-29', '17:00'),
    );
  });

  it('goes at once for a registration made after the planned time and before the lock', () => {
    const now = eastern('2026-11-29', '18:10');
    expect(reminderSendAt(tuesday, 12, now)).toEqual(now);
  });

  it('waits for 07:00 when the registration comes in the quiet hours and 07:00 is before the lock', () => {
    // A Wednesday 05:00 session locks Tuesday 05:00; registered Sunday 23:30: reminded Monday 07:00.
    const wednesday = eastern('2026-12-02', '05:00');
    expect(reminderSendAt(wednesday, 40, eastern('2026-11-29', '23:30'))).toEqual(
      eastern('2026-11-30', '07:00'),
    );
  });

  it('is not sent when the lock closes before the quiet hours end', () => {
    // Registered Sunday 22:00 for Tuesday 05:00: the lock (Monday 05:00) comes before 07:00.
    expect(reminderSendAt(tuesday, 12, eastern('2026-11-29', '22:00'))).toBeNull();
    expect(reminderSendAt(tuesday, 12, eastern('2026-11-30', '05:00'))).toBeNull();
  });

  it('takes a whole number of hours from 1 to 72', () => {
    expect([1, 12, 72].every(isReminderHours)).toBe(true);
    expect([0, 73, 1.5, '12', null].some(isReminderHours)).toBe(false);
  });
});

describe('a mail that can wait for the morning', () => {
  it('goes at once outside the quiet hours', () => {
    const due = eastern('2026-11-29', '15:00');
    expect(mailSendAt(due, eastern('2026-11-30', '05:00'))).toEqual(due);
  });

  it('waits for 07:00 when that still comes before it must arrive', () => {
    expect(mailSendAt(eastern('2026-11-29', '23:00'), eastern('2026-12-01', '05:00'))).toEqual(
      eastern('2026-11-30', '07:00'),
    );
  });

  it('goes at once in the quiet hours when it cannot wait', () => {
    const due = eastern('2026-11-29', '23:00');
    expect(mailSendAt(due, eastern('2026-11-30', '05:00'))).toEqual(due);
  });
});
