import type { MembershipPauseView } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../../lib/api/current-user-query';
import { api } from '../../../lib/api-client';

/** Ends the member's pause today: a member again from today; the user is asked again. */
export function resumeMembership(): Promise<MembershipPauseView> {
  return api.post<MembershipPauseView>('/api/subscription/resume');
}

export function useResumeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeMembership,
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}
