import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/jobs/{id}/retry: a failed job runs again at once (404 when there is no such failed job). */
export function retryJob(id: string): Promise<{ retried: true }> {
  return api.post<{ retried: true }>(`/api/admin/jobs/${encodeURIComponent(id)}/retry`);
}

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // It leaves the failed list for the upcoming one.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.jobs() }),
  });
}
