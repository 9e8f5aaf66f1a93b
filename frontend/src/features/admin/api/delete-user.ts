import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A soft delete: the user is hidden from the lists, their history kept. */
export function deleteUser(userId: string): Promise<unknown> {
  return api.delete(`/api/admin/users/${encodeURIComponent(userId)}`);
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.usersOverview() }),
    // The user's registrations for sessions not yet started are removed with them.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.sessionRegistrations() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.attendanceHistory() }),
      ]),
  });
}
