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

/**
 * A session's capacity: a whole number of places from 1 (an admin sets it per practice and per date;
 * none means unlimited). A registration beyond it joins the waitlist, first come first served, and a
 * freed place goes to the first waiting only before the 24-hour lock, so nobody is promoted into a
 * session they can no longer cancel for free.
 */
export const MAX_CAPACITY = 10_000;
export const CAPACITY_RULE = `capacity must be a whole number from 1 to ${MAX_CAPACITY}, or null for unlimited`;

/** The longest reason an admin may give for cancelling a class: it is mailed and shown on the cards. */
export const MAX_CANCEL_REASON_LENGTH = 200;
export const CANCEL_REASON_RULE = `reason must be 1 to ${MAX_CANCEL_REASON_LENGTH} characters, not only spaces`;

/** A class's cancellation reason as it is kept: trimmed, not blank, not too long. */
export function isCancelReason(value: unknown): value is string {
  return (
    typeof value === 'string' && value.trim().length > 0 && value.trim().length <= MAX_CANCEL_REASON_LENGTH
  );
}

export function isCapacity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_CAPACITY;
}

/** "1st", "2nd", "3rd", "4th" … "11th", "12th", "13th", "21st": a waitlist place as the member reads it. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** "Waitlisted · 2nd": a place on a date's waitlist (1 = next) as the member's card and the admin's roster read it. */
export function waitlistLabel(position: number): string {
  return `Waitlisted · ${ordinal(position)}`;
}
