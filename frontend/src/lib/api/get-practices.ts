import type { PracticeEntry } from '@sadhana/rules/api';
import { api } from '../api-client';
import { queryKeys, urlOf } from '../query-keys';

// GET /api/practices, the weekly schedule: the single source of every practice's name and time.
// Without the data layer: the landing page's own entry (src/landing.tsx) calls it too, and must not
// load TanStack Query. Its query and hook are in practices-query.ts.

/** A schedule entry of GET /api/practices. */
export type Practice = PracticeEntry;

export async function getPractices(): Promise<Practice[]> {
  const body = await api.get<unknown>(urlOf(queryKeys.practices()));
  return Array.isArray(body) ? (body as Practice[]) : [];
}

export function practiceForDay(
  practices: readonly Practice[] | undefined,
  day: number,
): Practice | undefined {
  return practices?.find((practice) => practice.dayOfWeek === day);
}

/**
 * "Tue, Nov 24 is cancelled: Thanksgiving", for each date of the coming week an admin cancelled.
 * Without luxon (the landing page uses it): the date is a calendar date, formatted as such.
 */
export function cancellationNotices(practice: Practice): string[] {
  return (practice.cancelledDates ?? []).map(({ date, reason }) => {
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return `${day} is cancelled: ${reason}`;
  });
}
