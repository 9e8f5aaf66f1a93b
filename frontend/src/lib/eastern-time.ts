// Dates on the studio's clock, America/New_York, right across DST changes. The rules (today's date, the
// registration window, the 24-hour lock) are the server's own, from @sadhana/rules; this module
// adds how the screens write dates. It loads luxon, so only the signed-in screens import it.
import { type SessionDate, studioDate } from '@sadhana/rules/time';

export {
  LOCK_HOURS,
  registrationWindow as scheduleWindow,
  type SessionLock,
  sessionLock,
  WINDOW_DAYS_AFTER,
  WINDOW_DAYS_BEFORE,
} from '@sadhana/rules/registration';
export {
  addDays,
  dayOfWeek,
  type SessionDate,
  STUDIO_ZONE,
  sessionStart,
  studioDate as easternDate,
} from '@sadhana/rules/time';

/** A date's noon UTC: formatting it in UTC gives back the same calendar day, whatever the browser's zone. */
function utcNoon(date: SessionDate): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

const WEEKDAY_LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' });
const WEEKDAY_SHORT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "Tuesday" */
export function formatWeekday(date: SessionDate): string {
  return WEEKDAY_LONG.format(utcNoon(date));
}

/** "Tue" */
export function formatWeekdayShort(date: SessionDate): string {
  return WEEKDAY_SHORT.format(utcNoon(date));
}

/** "Nov 24" */
export function formatMonthDay(date: SessionDate): string {
  return MONTH_DAY.format(utcNoon(date));
}

/** "Nov 24, 2026" */
export function formatMediumDate(date: SessionDate): string {
  return MEDIUM_DATE.format(utcNoon(date));
}

/** "November 24, 2026" */
export function formatLongDate(date: SessionDate): string {
  return LONG_DATE.format(utcNoon(date));
}

/**
 * The app's one way to write a date: "Nov 24, 2026", on the studio's calendar. Takes a session date
 * (YYYY-MM-DD) or an instant (its Eastern date); `fallback` when there is none.
 */
export function formatDate(value: string | null | undefined, fallback = 'N/A'): string {
  if (!value) return fallback;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatMediumDate(value);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? fallback : formatMediumDate(studioDate(instant));
}

const EASTERN_TIMESTAMP = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const EASTERN_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant's time of day on the studio's clock, the zone named: "4:30 AM ET". */
export function formatEasternTime(instant: string): string {
  return `${EASTERN_TIME.format(new Date(instant))} ET`;
}

/** An instant as the studio's clock reads it, the zone named: "Nov 24, 2026, 3:05 PM ET". */
export function formatEasternTimestamp(instant: string): string {
  return `${EASTERN_TIMESTAMP.format(new Date(instant))} ET`;
}

/** A timestamp (e.g. membershipStartDate) as the studio's calendar date, "November 24, 2026". */
export function formatTimestampLong(value: string | null | undefined): string | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return formatLongDate(studioDate(instant));
}

/** "05:00" → "5:00 AM" */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "05:00", "06:00" → "5:00 AM - 6:00 AM" */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${formatClockTime(startTime)} - ${formatClockTime(endTime)}`;
}

/** The date part of an attendance record's date: its ISO date prefix. */
export function datePrefix(value: string): SessionDate {
  return value.slice(0, 10);
}
