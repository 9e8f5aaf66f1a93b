import { DateTime } from 'luxon';

/** Every date rule of the studio runs on its clock (DESIGN §1.2). */
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

export function studioDate(instant: Date): SessionDate {
  return DateTime.fromJSDate(instant, { zone: STUDIO_ZONE }).toISODate() as SessionDate;
}

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
