import type { SessionMailSettingsView } from '@sadhana/rules/admin-workspace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** GET /api/admin/session-mails: how many hours before a registration's lock its reminder goes. */
export function getSessionMailSettings(): Promise<SessionMailSettingsView> {
  return api.get<SessionMailSettingsView>(urlOf(queryKeys.admin.sessionMailSettings()));
}

export function sessionMailSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.sessionMailSettings(),
    queryFn: getSessionMailSettings,
  });
}

export function useSessionMailSettings() {
  return useQuery(sessionMailSettingsQueryOptions());
}
