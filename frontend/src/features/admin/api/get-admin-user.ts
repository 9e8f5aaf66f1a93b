import type { CurrentUserView } from '@sadhana/rules/api';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** One user's whole record, for the profile dialog. */
export function getAdminUser(userId: string): Promise<CurrentUserView> {
  return api.get<CurrentUserView>(urlOf(queryKeys.admin.user(userId)));
}

/** Asked only once a user is selected. */
export function adminUserQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.admin.user(userId),
    queryFn: userId === null ? skipToken : () => getAdminUser(userId),
  });
}

export function useAdminUser(userId: string | null) {
  return useQuery(adminUserQueryOptions(userId));
}
