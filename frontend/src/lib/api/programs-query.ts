import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { getPastPrograms, getPrograms } from './get-programs';

// The queries of GET /api/workshops and its past programs (get-programs.ts has the calls, kept apart
// for the landing page).

/** Asked each time a page shows them: places are taken by others meanwhile. */
export function programsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.programs(),
    queryFn: getPrograms,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function usePrograms() {
  return useQuery(programsQueryOptions());
}

export function usePastPrograms() {
  return useQuery({ queryKey: queryKeys.pastPrograms(), queryFn: getPastPrograms });
}
