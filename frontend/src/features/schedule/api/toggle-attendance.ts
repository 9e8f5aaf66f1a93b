import type { AttendanceChange, AttendanceChangeResult } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Registers for a date (`attending`) or cancels; refused within the 24-hour lock. */
export function toggleAttendance(change: AttendanceChange): Promise<AttendanceChangeResult> {
  return api.post<AttendanceChangeResult>('/api/user-schedule', change);
}

/** On success both lists, and the fees they drive, are asked for again. */
export function useToggleAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAttendance,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userSchedule() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pastAttendance() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.fees() }),
      ]),
  });
}
