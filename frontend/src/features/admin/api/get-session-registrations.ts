import type { SessionRegistrationsDay } from '@sadhana/rules/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** Each day of the registration window with who is registered and their statuses. */
export function getSessionRegistrations(): Promise<SessionRegistrationsDay[]> {
  return api.get<SessionRegistrationsDay[]>(urlOf(queryKeys.admin.sessionRegistrations()));
}

export function sessionRegistrationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.sessionRegistrations(),
    queryFn: getSessionRegistrations,
  });
}

export function useSessionRegistrations() {
  return useQuery(sessionRegistrationsQueryOptions());
}
