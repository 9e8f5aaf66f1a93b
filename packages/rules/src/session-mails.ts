// When the studio's mails about sessions go out. Sessions start at 4:30–6:00 AM, so the mails that
// matter most fall in the night: nobody is mailed during the quiet hours (21:00–07:00 Eastern) when
// the mail can wait, and a reminder that would fall in them goes out the evening before instead.
// The server schedules with these rules and the admin's screen explains them with the same numbers.
import { DateTime } from 'luxon';
import { LOCK_HOURS } from './registration.js';
import { STUDIO_ZONE } from './time.js';

/** Quiet hours on the studio's clock: from 21:00 until 07:00. */
export const QUIET_HOURS_FROM = 21;
export const QUIET_HOURS_UNTIL = 7;
/** A reminder that would fall in the quiet hours goes this many minutes before they begin (20:30). */
export const BEFORE_QUIET_HOURS_MINUTES = 30;

/**
 * A registration's reminder goes this many hours before its 24-hour lock closes (12: 36 hours before
 * the session), so a member who cannot come can still cancel without a fee. The studio may change it.
 */
export const DEFAULT_REMINDER_HOURS_BEFORE_LOCK = 12;
export const MAX_REMINDER_HOURS_BEFORE_LOCK = 72;
export const REMINDER_HOURS_RULE = `hoursBeforeLock must be a whole number from 1 to ${MAX_REMINDER_HOURS_BEFORE_LOCK}`;

const HOUR_MS = 3_600_000;

export function isReminderHours(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_REMINDER_HOURS_BEFORE_LOCK
  );
}

function studioTime(at: Date): DateTime {
  return DateTime.fromJSDate(at, { zone: STUDIO_ZONE });
}

export function isQuietHour(at: Date): boolean {
  const { hour } = studioTime(at);
  return hour >= QUIET_HOURS_FROM || hour < QUIET_HOURS_UNTIL;
}

/** The 21:00 that began the quiet hours `at` falls in (luxon keeps the wall clock across DST). */
function quietHoursBegan(at: Date): DateTime {
  const local = studioTime(at);
  const evening = local.hour >= QUIET_HOURS_FROM ? local : local.minus({ days: 1 });
  return evening.set({ hour: QUIET_HOURS_FROM, minute: 0, second: 0, millisecond: 0 });
}

/** The 07:00 that ends the quiet hours `at` falls in. */
export function quietHoursEnd(at: Date): Date {
  const local = studioTime(at);
  const morning = local.hour >= QUIET_HOURS_FROM ? local.plus({ days: 1 }) : local;
  return morning.set({ hour: QUIET_HOURS_UNTIL, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}

/** When a session's registrations are reminded: `hoursBeforeLock` before the lock, moved out of the quiet hours to the evening before. */
export function reminderPlannedAt(sessionStartsAt: Date, hoursBeforeLock: number): Date {
  const planned = new Date(sessionStartsAt.getTime() - (LOCK_HOURS + hoursBeforeLock) * HOUR_MS);
  if (!isQuietHour(planned)) return planned;
  return quietHoursBegan(planned).minus({ minutes: BEFORE_QUIET_HOURS_MINUTES }).toJSDate();
}

/**
 * When a registration made at `now` is reminded: at the planned time, or at once when that has
 * passed — never in the quiet hours (then at 07:00) and never once the lock has closed (null: no
 * reminder; the member registered too close to the lock to be told anything new).
 */
export function reminderSendAt(sessionStartsAt: Date, hoursBeforeLock: number, now: Date): Date | null {
  const lock = sessionStartsAt.getTime() - LOCK_HOURS * HOUR_MS;
  const planned = reminderPlannedAt(sessionStartsAt, hoursBeforeLock);
  const at = planned > now ? planned : now;
  const sendAt = isQuietHour(at) ? quietHoursEnd(at) : at;
  return sendAt.getTime() < lock ? sendAt : null;
}

/**
 * When a mail that is due at `due` goes: then, unless that is in the quiet hours and the mail can wait
 * for 07:00 — it can when 07:00 still comes before `mustArriveBy` (a promotion: the lock, so the
 * member can still cancel for free; a cancelled class: its start). Otherwise it goes at once.
 */
export function mailSendAt(due: Date, mustArriveBy: Date): Date {
  if (!isQuietHour(due)) return due;
  const morning = quietHoursEnd(due);
  return morning < mustArriveBy ? morning : due;
}
