// Who may register for or cancel a session, and when: the server
// decides with these rules, and the schedule screen shows the same answer before anyone taps.
import { addDays, type SessionDate, sessionStart } from './time.js';

/** Registration opens for the seven days from two days before today to four days after. */
export const WINDOW_DAYS_BEFORE = 2;
export const WINDOW_DAYS_AFTER = 4;
/** Registering and cancelling close this many hours (of real time) before a session starts. */
export const LOCK_HOURS = 24;
const HOUR_MS = 3_600_000;

/** The seven dates of the rolling schedule around `today`, oldest first. */
export function registrationWindow(today: SessionDate): SessionDate[] {
  const dates: SessionDate[] = [];
  for (let offset = -WINDOW_DAYS_BEFORE; offset <= WINDOW_DAYS_AFTER; offset++)
    dates.push(addDays(today, offset));
  return dates;
}

export function isInRegistrationWindow(date: SessionDate, today: SessionDate): boolean {
  return date >= addDays(today, -WINDOW_DAYS_BEFORE) && date <= addDays(today, WINDOW_DAYS_AFTER);
}

/** `open`, or why a session can no longer be registered for or cancelled. */
export type SessionLock = 'open' | 'past' | 'within-24-hours';

/** The lock at `now` of a session starting at `startsAt`: past once it has started, then 24 hours before. */
export function lockAt(startsAt: Date, now: Date): SessionLock {
  const untilStart = startsAt.getTime() - now.getTime();
  if (untilStart <= 0) return 'past';
  if (untilStart < LOCK_HOURS * HOUR_MS) return 'within-24-hours';
  return 'open';
}

/** The lock at `now` of the session on `date` starting at `startTime` (HH:mm, the studio's clock). */
export function sessionLock(date: SessionDate, startTime: string, now: Date): SessionLock {
  return lockAt(sessionStart(date, startTime), now);
}
