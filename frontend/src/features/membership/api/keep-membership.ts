import type { KeptMembership } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../../lib/api/current-user-query';
import { api } from '../../../lib/api-client';

/** "Keep my membership": withdraws the scheduled cancellation; the user (and its end date) is asked again. */
export function keepMembership(): Promise<KeptMembership> {
  return api.post<KeptMembership>('/api/subscription/keep');
}

export function useKeepMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepMembership,
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}
