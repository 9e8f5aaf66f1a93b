// Every date rule of the studio runs on its clock, America/New_York (DESIGN §1.2), on the server and
// in the browser alike. luxon does the time-zone arithmetic, so DST changes are handled in one place.
import { DateTime } from 'luxon';

export const STUDIO_ZONE = 'America/New_York';

/** A calendar date of the studio, YYYY-MM-DD. */
export type SessionDate = string;

const SESSION_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isSessionDate(value: unknown): value is SessionDate {
  return (
    typeof value === 'string' &&
    SESSION_DATE.test(value) &&
    DateTime.fromISO(value, { zone: STUDIO_ZONE }).isValid
  );
}

/** The studio's calendar date at an instant. */
export function studioDate(instant: Date): SessionDate {
  return DateTime.fromJSDate(instant, { zone: STUDIO_ZONE }).toISODate() as SessionDate;
}

/** The studio's calendar year at an instant (the latest Year Learned, spec §5). */
export function studioYear(instant: Date): number {
  return DateTime.fromJSDate(instant, { zone: STUDIO_ZONE }).year;
}

/** Calendar arithmetic: the date `days` later (earlier when negative). */
export function addDays(date: SessionDate, days: number): SessionDate {
  return DateTime.fromISO(date, { zone: STUDIO_ZONE }).plus({ days }).toISODate() as SessionDate;
}

/** 0 Sunday … 6 Saturday, as the practices table numbers days. */
export function dayOfWeek(date: SessionDate): number {
  return DateTime.fromISO(date, { zone: STUDIO_ZONE }).weekday % 7;
}

/** The instant a session starts: its date at HH:mm on the studio's wall clock, whatever the DST offset. */
export function sessionStart(date: SessionDate, startTime: string): Date {
  const [hour, minute] = startTime.split(':').map(Number);
  return DateTime.fromISO(date, { zone: STUDIO_ZONE })
    .set({ hour, minute, second: 0, millisecond: 0 })
    .toJSDate();
}
