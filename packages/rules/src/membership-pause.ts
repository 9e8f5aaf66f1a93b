// A paid membership paused while the member is away: how long a pause may be, which days it covers,
// how it moves the billing, and its words. The decider, the server's Stripe call and the profile's
// form read these, so the 1 to 8 weeks are written down once.
import { addDays, type SessionDate } from './time.js';

export const PAUSE_WEEKS_MIN = 1;
export const PAUSE_WEEKS_MAX = 8;

/** The lengths a member can choose, in weeks. */
export const PAUSE_WEEK_CHOICES: readonly number[] = Array.from(
  { length: PAUSE_WEEKS_MAX - PAUSE_WEEKS_MIN + 1 },
  (_, i) => PAUSE_WEEKS_MIN + i,
);

export const PAUSE_WEEKS_MESSAGE = `weeks must be a whole number from ${PAUSE_WEEKS_MIN} to ${PAUSE_WEEKS_MAX}`;

export function isPauseWeeks(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= PAUSE_WEEKS_MIN &&
    value <= PAUSE_WEEKS_MAX
  );
}

/** "1 week", "3 weeks" */
export function weeksInWords(weeks: number): string {
  return weeks === 1 ? '1 week' : `${weeks} weeks`;
}

/**
 * A pause covers whole Eastern days from the day it is asked for: `weeks` × 7 days, `from` to the
 * returned last day inclusive. The member is one again the day after.
 */
export function pauseLastDay(from: SessionDate, weeks: number): SessionDate {
  return addDays(from, weeks * 7 - 1);
}

const DAY_MS = 86_400_000;

/**
 * The paused days are not charged: the next payment, due at `paidUntil`, moves later by as many days
 * (whether or not the period would have renewed inside the pause).
 */
export function billingAfterPause(paidUntil: Date, weeks: number): Date {
  return new Date(paidUntil.getTime() + weeks * 7 * DAY_MS);
}

/**
 * Resumed early on `today`: the paused days not taken (today to the pause's last day) come off the
 * next payment's date again, so the member pays for every day they were a member.
 */
export function billingAfterEarlyResume(billingAt: Date, today: SessionDate, lastDay: SessionDate): Date {
  const notTaken = Math.max(0, Math.round((Date.parse(lastDay) - Date.parse(today)) / DAY_MS) + 1);
  return new Date(billingAt.getTime() - notTaken * DAY_MS);
}
