import type { AttendanceHistoryUser } from '@sadhana/rules/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** Every user's attendances of the last 30 days. */
export function getAttendanceHistory(): Promise<AttendanceHistoryUser[]> {
  return api.get<AttendanceHistoryUser[]>(urlOf(queryKeys.admin.attendanceHistory()));
}

export function attendanceHistoryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.attendanceHistory(),
    queryFn: getAttendanceHistory,
  });
}

export function useAttendanceHistory() {
  return useQuery(attendanceHistoryQueryOptions());
}
