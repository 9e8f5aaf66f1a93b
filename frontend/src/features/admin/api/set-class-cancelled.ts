import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ClassCancellation {
  date: string;
  cancelled: boolean;
  reason: string | null;
  registered: number;
  waitlisted: number;
}

/** PUT /api/admin/sessions/{date}: cancel the date's class with a reason (members are mailed), or restore it. */
export function setClassCancelled(
  change: { date: string; cancelled: true; reason: string } | { date: string; cancelled: false },
): Promise<ClassCancellation> {
  const { date, ...body } = change;
  return api.put<ClassCancellation>(`/api/admin/sessions/${encodeURIComponent(date)}`, body);
}

export function useSetClassCancelled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setClassCancelled,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.roster() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.attendanceHistory() }),
        client.invalidateQueries({ queryKey: queryKeys.practices() }),
      ]),
  });
}
