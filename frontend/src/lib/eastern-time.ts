// Every date rule of the studio runs on its clock, America/New_York (DESIGN §1.2), with the same
// rules as the server: today is the Eastern date, the window is today-2 … today+4, and a session
// locks 24 hours before it starts. Plain Intl, so the frontend needs no date library.

export const STUDIO_ZONE = 'America/New_York';

/** A calendar date of the studio, YYYY-MM-DD. */
export type SessionDate = string;

export const WINDOW_DAYS_BEFORE = 2;
export const WINDOW_DAYS_AFTER = 4;
export const LOCK_HOURS = 24;
const HOUR_MS = 3_600_000;

const PARTS_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: STUDIO_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function easternWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of PARTS_FORMAT.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function parseDate(date: SessionDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

/** The studio's calendar date at an instant. */
export function easternDate(instant: Date): SessionDate {
  const wall = easternWallClock(instant);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Calendar arithmetic on a date (no time zone involved). */
export function addDays(date: SessionDate, days: number): SessionDate {
  const { year, month, day } = parseDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** 0 Sunday … 6 Saturday, as the practices table numbers days. */
export function dayOfWeek(date: SessionDate): number {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Minutes the studio's wall clock is ahead of UTC at an instant (-300 in winter, -240 in summer). */
function easternOffsetMinutes(instant: Date): number {
  const wall = easternWallClock(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a session starts: its date at HH:mm on the studio's wall clock, whatever the DST offset. */
export function sessionStart(date: SessionDate, startTime: string): Date {
  const { year, month, day } = parseDate(date);
  const [hour, minute] = startTime.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour || 0, minute || 0);
  // Guess with the offset at the wall time read as UTC, then correct once with the offset at the guess.
  const firstGuess = wallAsUtc - easternOffsetMinutes(new Date(wallAsUtc)) * 60_000;
  return new Date(wallAsUtc - easternOffsetMinutes(new Date(firstGuess)) * 60_000);
}

/** The seven dates of the rolling schedule: two days before today to four days after. */
export function scheduleWindow(today: SessionDate): SessionDate[] {
  const dates: SessionDate[] = [];
  for (let offset = -WINDOW_DAYS_BEFORE; offset <= WINDOW_DAYS_AFTER; offset++)
    dates.push(addDays(today, offset));
  return dates;
}

export type SessionLock = 'open' | 'past' | 'within-24-hours';

/** Whether a session can still be registered for or cancelled at `now` (spec §4, §5). */
export function sessionLock(date: SessionDate, startTime: string, now: Date): SessionLock {
  const startsAt = sessionStart(date, startTime).getTime();
  if (now.getTime() >= startsAt) return 'past';
  if (startsAt - now.getTime() < LOCK_HOURS * HOUR_MS) return 'within-24-hours';
  return 'open';
}

function utcNoon(date: SessionDate): Date {
  const { year, month, day } = parseDate(date);
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

/** A timestamp (e.g. membershipStartDate) as the studio's calendar date, "November 24, 2026". */
export function formatTimestampLong(value: string | null | undefined): string | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return formatLongDate(easternDate(instant));
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

/** The date part of an attendance record's date (spec §3: the ISO date prefix is used). */
export function datePrefix(value: string): SessionDate {
  return value.slice(0, 10);
}
