import type { PracticeEntry } from '@sadhana/rules/api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A schedule entry of GET /api/practices. */
export type Practice = PracticeEntry;

export const PRACTICES_QUERY_KEY = ['/api/practices'] as const;

export async function fetchPractices(): Promise<Practice[]> {
  const response = await apiRequest('GET', PRACTICES_QUERY_KEY[0]);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as Practice[]) : [];
}

/** The weekly schedule, the single source of truth for every practice name and time. */
export function usePractices() {
  return useQuery({ queryKey: PRACTICES_QUERY_KEY, queryFn: fetchPractices, retry: false });
}

export function practiceForDay(
  practices: readonly Practice[] | undefined,
  day: number,
): Practice | undefined {
  return practices?.find((practice) => practice.dayOfWeek === day);
}
