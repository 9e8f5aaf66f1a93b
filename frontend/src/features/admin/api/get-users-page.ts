import type { UsersPage, UsersQuery } from '@sadhana/rules/admin-workspace';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** One page of users the server searched, filtered and sorted, with the stats as of the same date. */
export function getUsersPage(query: UsersQuery): Promise<UsersPage> {
  return api.get<UsersPage>(urlOf(queryKeys.admin.usersPage({ ...query })));
}

export function usersPageQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.usersPage({ ...query }),
    queryFn: () => getUsersPage(query),
    // Another page, search or filter: the table keeps the last page until the new one is in.
    placeholderData: keepPreviousData,
  });
}

export function useUsersPage(query: UsersQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersPageQueryOptions(query), ...options });
}
