import type { SystemStatus } from '@sadhana/rules/system-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** A rebuild moves on, a projector stops or catches up on its own: the panel asks again this often. */
const SYSTEM_REFRESH_MS = 10_000;

/** GET /api/admin/system: the read models' state (lag, a stopped projector, a rebuild, the last one). */
export function getSystemStatus(): Promise<SystemStatus> {
  return api.get<SystemStatus>(urlOf(queryKeys.admin.system()));
}

export function systemStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.system(),
    queryFn: getSystemStatus,
    refetchInterval: SYSTEM_REFRESH_MS,
  });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
