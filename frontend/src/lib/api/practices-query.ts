import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { getPractices } from './get-practices';

// The query of GET /api/practices (get-practices.ts has the call, kept apart for the landing page).

export function practicesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.practices(),
    queryFn: getPractices,
    retry: false,
  });
}

export function usePractices() {
  return useQuery(practicesQueryOptions());
}
