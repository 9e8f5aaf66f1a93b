import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface MarkedAttended {
  date: string;
  /** How many registrations had no status and are now Registered – Attended. */
  marked: number;
}

export function markEveryoneAttended(date: string): Promise<MarkedAttended> {
  return api.post<MarkedAttended>(`/api/admin/roster/${encodeURIComponent(date)}/mark-attended`);
}

export function useMarkEveryoneAttended() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markEveryoneAttended,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.roster() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.attendanceHistory() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.usersOverview() }),
      ]),
  });
}
