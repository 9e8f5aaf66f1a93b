import type { AttendanceRecord } from '@sadhana/rules/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

export type { AttendanceRecord };

/** The user's registrations from two days before today onwards. */
export async function getUserSchedule(): Promise<AttendanceRecord[]> {
  const body = await api.get<unknown>(urlOf(queryKeys.userSchedule()));
  return Array.isArray(body) ? (body as AttendanceRecord[]) : [];
}

/** `alwaysFresh`: the dashboard asks again each time it is shown; the home reads what is cached. */
export function userScheduleQueryOptions({ alwaysFresh = false }: { alwaysFresh?: boolean } = {}) {
  return queryOptions({
    queryKey: queryKeys.userSchedule(),
    queryFn: getUserSchedule,
    ...(alwaysFresh ? { staleTime: 0, refetchOnMount: 'always' as const } : {}),
  });
}

export function useUserSchedule(options?: { alwaysFresh?: boolean }) {
  return useQuery(userScheduleQueryOptions(options));
}
