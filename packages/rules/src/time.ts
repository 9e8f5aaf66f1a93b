// Every date rule of the studio runs on its clock, America/New_York, on the server and
// in the browser alike. luxon does the time-zone arithmetic, so DST changes are handled in one place.
import { DateTime } from 'luxon';

export const STUDIO_ZONE = 'America/New_York';

/** A calendar date of the studio, YYYY-MM-DD. */
export type SessionDate = string;

const SESSION_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Calendar dates alone (validity, adding days, the weekday) are the same in every zone, and reading
// them in UTC spares luxon the zone's offset lookups (Intl), the costliest part of a registration.
const CALENDAR = { zone: 'utc' } as const;

export function isSessionDate(value: unknown): value is SessionDate {
  if (typeof value !== 'string' || !SESSION_DATE.test(value)) return false;
  if (utcMidnight(value) !== undefined) return true;
  return Number(value.slice(0, 4)) < 100 && DateTime.fromISO(value, CALENDAR).isValid;
}

/** The studio day last asked about, as [start, end) in epoch ms: every request asks about today. */
let lastStudioDay = { start: 0, end: 0, date: '' };

/**
 * New York's offset from UTC (minutes) through each UTC day asked about, or null for a day with a DST
 * change in it. A rebuild asks about instants all over the years, and luxon's zone lookup for each
 * cost 50 to 250 µs; with the day's offset known, the date is a sum.
 */
const offsetsByDay = new Map<number, number | null>();
const MAX_DAYS_KEPT = 100_000;

/** The studio's calendar date at an instant. */
export function studioDate(instant: Date): SessionDate {
  const at = instant.getTime();
  if (at >= lastStudioDay.start && at < lastStudioDay.end) return lastStudioDay.date;
  const utcDay = Math.floor(at / DAY_MS);
  let offset = offsetsByDay.get(utcDay);
  if (offset === undefined) {
    const first = DateTime.fromMillis(utcDay * DAY_MS, { zone: STUDIO_ZONE }).offset;
    const last = DateTime.fromMillis((utcDay + 1) * DAY_MS - 1, { zone: STUDIO_ZONE }).offset;
    offset = first === last ? first : null;
    if (offsetsByDay.size >= MAX_DAYS_KEPT) offsetsByDay.clear();
    offsetsByDay.set(utcDay, offset);
  }
  if (offset !== null && Number.isFinite(at))
    return new Date(at + offset * 60_000).toISOString().slice(0, 10);
  const day = DateTime.fromJSDate(instant, { zone: STUDIO_ZONE }).startOf('day');
  lastStudioDay = {
    start: day.toMillis(),
    end: day.plus({ days: 1 }).toMillis(),
    date: day.toISODate() as SessionDate,
  };
  return lastStudioDay.date;
}

/** The studio's calendar year at an instant (the latest Year Learned). */
export function studioYear(instant: Date): number {
  return DateTime.fromJSDate(instant, { zone: STUDIO_ZONE }).year;
}

const DAY_MS = 86_400_000;

/**
 * A calendar date's midnight in UTC as epoch ms, or undefined for a string that is not a real date
 * of years 100 to 9999 (luxon answers for those). Calendar arithmetic needs no zone: done with
 * Date.UTC it takes a fraction of luxon's time, and the admin's lists ask it for every row.
 */
function utcMidnight(date: string): number | undefined {
  if (!SESSION_DATE.test(date)) return undefined;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  const day = Number(date.slice(8, 10));
  const at = Date.UTC(year, month, day);
  const back = new Date(at);
  if (year < 100 || back.getUTCMonth() !== month || back.getUTCDate() !== day) return undefined;
  return at;
}

/** Calendar arithmetic: the date `days` later (earlier when negative). */
export function addDays(date: SessionDate, days: number): SessionDate {
  const at = utcMidnight(date);
  if (at !== undefined && Number.isInteger(days)) {
    const later = new Date(at + days * DAY_MS);
    const year = later.getUTCFullYear();
    if (year >= 100 && year <= 9999) return later.toISOString().slice(0, 10);
  }
  return DateTime.fromISO(date, CALENDAR).plus({ days }).toISODate() as SessionDate;
}

/** 0 Sunday … 6 Saturday, as the practices table numbers days. */
export function dayOfWeek(date: SessionDate): number {
  const at = utcMidnight(date);
  if (at !== undefined) return new Date(at).getUTCDay();
  return DateTime.fromISO(date, CALENDAR).weekday % 7;
}

/** Session starts worked out already, by date and time: a member's ledger asks about every session of theirs. */
const starts = new Map<string, number>();
const STARTS_KEPT = 5000;

/** The instant a session starts: its date at HH:mm on the studio's wall clock, whatever the DST offset. */
export function sessionStart(date: SessionDate, startTime: string): Date {
  const key = `${date} ${startTime}`;
  let start = starts.get(key);
  if (start === undefined) {
    const [hour, minute] = startTime.split(':').map(Number);
    start = DateTime.fromISO(date, { zone: STUDIO_ZONE })
      .set({ hour, minute, second: 0, millisecond: 0 })
      .toMillis();
    if (starts.size >= STARTS_KEPT) starts.clear();
    starts.set(key, start);
  }
  return new Date(start);
}

/**
 * The last date whose session has begun at `now`: today once today's session has started at
 * `todaysStart` (undefined: no session today), else yesterday, whose session began before today. A
 * session has begun exactly when its date is not after this one, so a read compares stored dates
 * with it instead of working out each date's start.
 */
export function lastBegunDate(today: SessionDate, todaysStart: Date | undefined, now: Date): SessionDate {
  return todaysStart !== undefined && todaysStart.getTime() <= now.getTime() ? today : addDays(today, -1);
}
