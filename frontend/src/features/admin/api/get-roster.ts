import type { SessionRoster } from '@sadhana/rules/admin-workspace';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** One session's people; without a date, the next session's. */
export function getRoster(date: string | undefined): Promise<SessionRoster> {
  return api.get<SessionRoster>(urlOf(queryKeys.admin.roster(date ? { date } : undefined)));
}

export function rosterQueryOptions(date: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.admin.roster(date ? { date } : undefined),
    queryFn: () => getRoster(date),
    placeholderData: keepPreviousData,
  });
}

export function useRoster(date: string | undefined) {
  return useQuery(rosterQueryOptions(date));
}
