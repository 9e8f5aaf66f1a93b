import type { MembershipPauseView } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../../lib/api/current-user-query';
import { api } from '../../../lib/api-client';

/** Pauses the member's paid membership for `weeks` (1 to 8) from today; the user is asked again. */
export function pauseMembership(weeks: number): Promise<MembershipPauseView> {
  return api.post<MembershipPauseView>('/api/subscription/pause', { weeks });
}

export function usePauseMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseMembership,
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}
