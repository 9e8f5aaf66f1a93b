import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Undoes a soft delete. */
export function restoreUser(userId: string): Promise<unknown> {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/restore`);
}

export function useRestoreUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreUser,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.usersOverview() }),
  });
}
