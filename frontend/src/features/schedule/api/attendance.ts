import type { AttendanceChange, AttendanceChangeResult, AttendanceRecord } from '@sadhana/rules/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FEES_QUERY_KEY } from './fees';

export type { AttendanceChange, AttendanceChangeResult, AttendanceRecord };

export const USER_SCHEDULE_QUERY_KEY = ['/api/user-schedule'] as const;
export const PAST_ATTENDANCE_QUERY_KEY = ['/api/user-past-attendance'] as const;

async function fetchRecords(url: string): Promise<AttendanceRecord[]> {
  const response = await apiRequest('GET', url);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as AttendanceRecord[]) : [];
}

export function fetchUserSchedule(): Promise<AttendanceRecord[]> {
  return fetchRecords(USER_SCHEDULE_QUERY_KEY[0]);
}

export function fetchPastAttendance(): Promise<AttendanceRecord[]> {
  return fetchRecords(PAST_ATTENDANCE_QUERY_KEY[0]);
}

/**
 * The user's registrations from two days before today onwards. Enabled when a user exists;
 * `alwaysFresh` is the dashboard's "refetches every time" (spec §7).
 */
export function useUserSchedule({
  enabled,
  alwaysFresh = false,
}: {
  enabled: boolean;
  alwaysFresh?: boolean;
}) {
  return useQuery({
    queryKey: USER_SCHEDULE_QUERY_KEY,
    queryFn: fetchUserSchedule,
    enabled,
    ...(alwaysFresh ? { staleTime: 0, refetchOnMount: 'always' as const } : {}),
  });
}

/** Registrations before today, newest first; dashboard only, never cached (spec §7). */
export function usePastAttendance({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: PAST_ATTENDANCE_QUERY_KEY,
    queryFn: fetchPastAttendance,
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}

export async function postAttendance(change: AttendanceChange): Promise<AttendanceChangeResult> {
  const response = await apiRequest('POST', USER_SCHEDULE_QUERY_KEY[0], change);
  return (await response.json()) as AttendanceChangeResult;
}

/** Registers for or cancels a date; on success both lists (and the fees they drive) are refetched. */
export function useToggleAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAttendance,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_SCHEDULE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PAST_ATTENDANCE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: FEES_QUERY_KEY }),
      ]),
  });
}
