import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export interface Practice {
  id: number | string;
  /** 0 Sunday … 6 Saturday */
  dayOfWeek: number;
  name: string;
  description: string | null;
  isWeekend: boolean;
  /** "HH:mm", America/New_York */
  startTime: string;
  endTime: string;
}

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
