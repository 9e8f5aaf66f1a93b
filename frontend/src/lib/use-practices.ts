import { useQuery } from '@tanstack/react-query';
import { fetchPractices, PRACTICES_QUERY_KEY } from './practices-api';

/** The weekly schedule, the single source of truth for every practice name and time. */
export function usePractices() {
  return useQuery({ queryKey: PRACTICES_QUERY_KEY, queryFn: fetchPractices, retry: false });
}
