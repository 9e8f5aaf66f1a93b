import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Which capacity a change sets: one date's own, or its weekday's (every session of that practice). */
export type CapacityChange =
  | { scope: 'date'; date: string; capacity: number | null }
  | { scope: 'weekday'; dayOfWeek: number; capacity: number | null };

/**
 * PUT /api/admin/sessions/{date} or /api/admin/practices/{dayOfWeek} `{capacity}`: null is no limit
 * for a weekday, and "follow the weekday's" for a date. A raise promotes the waitlist before the lock.
 */
export function setCapacity(change: CapacityChange): Promise<unknown> {
  const path =
    change.scope === 'date'
      ? `/api/admin/sessions/${encodeURIComponent(change.date)}`
      : `/api/admin/practices/${change.dayOfWeek}`;
  return api.put(path, { capacity: change.capacity });
}

export function useSetCapacity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCapacity,
    // A raise can promote people from the waitlist: the rosters and the history change with it.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.roster() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.attendanceHistory() }),
      ]),
  });
}
