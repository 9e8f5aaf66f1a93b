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
