import type { UsersOverview } from '@sadhana/rules/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, type UsersOverviewParams, urlOf } from '../../../lib/query-keys';

/** Users and stats; `asOf` reads the stats on a past date, `includeDeleted` lists deleted users too. */
export function getUsersOverview(params: UsersOverviewParams): Promise<UsersOverview> {
  return api.get<UsersOverview>(urlOf(queryKeys.admin.usersOverview(params)));
}

export function usersOverviewQueryOptions(params: UsersOverviewParams) {
  return queryOptions({
    queryKey: queryKeys.admin.usersOverview(params),
    queryFn: () => getUsersOverview(params),
    // Another date or the deleted users: the tables keep the last answer until the new one is in.
    placeholderData: keepPreviousData,
  });
}

export function useUsersOverview(params: UsersOverviewParams) {
  return useQuery(usersOverviewQueryOptions(params));
}
