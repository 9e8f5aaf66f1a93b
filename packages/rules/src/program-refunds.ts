// The terms' refund schedule for a place a member cancels, and the program's dates on the studio's
// wall clock. Both count in America/New_York, as the terms and the studio's calendar do.
import { DateTime } from 'luxon';
import { EARLY_REFUND_PERCENT, FULL_NOTICE_DAYS, LATE_REFUND_PERCENT } from './programs.js';
import { STUDIO_ZONE, studioDate } from './time.js';

export { EARLY_REFUND_PERCENT, FULL_NOTICE_DAYS, LATE_REFUND_PERCENT };

/**
 * Whole days from the studio's date at `at` to the program's first day (its start's studio date):
 * 0 on the day it starts, negative once that day has passed.
 */
export function daysBeforeStart(at: Date, startsAt: Date): number {
  const from = DateTime.fromISO(studioDate(at), { zone: 'utc' });
  const to = DateTime.fromISO(studioDate(startsAt), { zone: 'utc' });
  return Math.round(to.diff(from, 'days').days);
}

/**
 * The share of the amount paid refunded to a member who asks to cancel at `requestedAt` (the moment of
 * the request, on the studio's calendar): more than 7 days before the start 10%, 1 to 7 days 5%, on
 * the day (or later) nothing.
 */
export function programRefundPercent(requestedAt: Date, startsAt: Date): number {
  const days = daysBeforeStart(requestedAt, startsAt);
  if (days > FULL_NOTICE_DAYS) return EARLY_REFUND_PERCENT;
  if (days >= 1) return LATE_REFUND_PERCENT;
  return 0;
}

/** US cents given back of `paidCents` at that share, to the nearest cent. */
export function refundCents(paidCents: number, percent: number): number {
  return Math.round((paidCents * percent) / 100);
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A program's start or end as an admin gives it: an instant with its offset (`…Z`, `…-05:00`), or the
 * studio's wall clock (`2026-12-12T09:00`, or a bare date: its first minute for a start, its last for
 * an end), read in America/New_York whatever the DST offset. undefined for anything else.
 */
export function programInstant(text: string, end: 'start' | 'end'): Date | undefined {
  if (WITH_OFFSET.test(text)) {
    const at = DateTime.fromISO(text, { setZone: true });
    return at.isValid ? at.toJSDate() : undefined;
  }
  const wall = WALL_CLOCK.exec(text);
  if (!wall) return undefined;
  const [, date, hour, minute] = wall;
  let at = DateTime.fromISO(date, { zone: STUDIO_ZONE });
  if (!at.isValid) return undefined;
  if (hour !== undefined) {
    at = at.set({ hour: Number(hour), minute: Number(minute) });
    if (!at.isValid || at.hour !== Number(hour) || at.minute !== Number(minute)) return undefined;
  } else if (end === 'end') {
    at = at.endOf('day').set({ second: 0, millisecond: 0 });
  }
  return at.toJSDate();
}
