import type { PracticeEntry } from '@sadhana/rules/api';
import { apiRequest } from './api-client';

// The call without the data layer: the landing page's entry (src/landing.tsx) loads this module, so
// the hook over it is in use-practices.ts.

/** A schedule entry of GET /api/practices. */
export type Practice = PracticeEntry;

export const PRACTICES_QUERY_KEY = ['/api/practices'] as const;

export async function fetchPractices(): Promise<Practice[]> {
  const response = await apiRequest('GET', PRACTICES_QUERY_KEY[0]);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as Practice[]) : [];
}

export function practiceForDay(
  practices: readonly Practice[] | undefined,
  day: number,
): Practice | undefined {
  return practices?.find((practice) => practice.dayOfWeek === day);
}
