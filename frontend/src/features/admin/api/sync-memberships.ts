import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SyncResult {
  syncedCount: number;
  errorCount: number;
}

/** Reconciles every member who has a Stripe customer with what Stripe says now. */
export function syncMemberships(): Promise<SyncResult> {
  return api.post<SyncResult>('/api/admin/sync-memberships');
}

export function useSyncMemberships() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncMemberships,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.usersOverview() }),
  });
}
