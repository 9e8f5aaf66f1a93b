import type { AttendanceRecord } from '@sadhana/rules/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** The user's registrations before today, newest first. */
export async function getPastAttendance(): Promise<AttendanceRecord[]> {
  const body = await api.get<unknown>(urlOf(queryKeys.pastAttendance()));
  return Array.isArray(body) ? (body as AttendanceRecord[]) : [];
}

/** The dashboard's only: asked each time it is shown, and never kept once it is left. */
export function pastAttendanceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.pastAttendance(),
    queryFn: getPastAttendance,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}

export function usePastAttendance() {
  return useQuery(pastAttendanceQueryOptions());
}
