import type { MembershipPauseView } from '@sadhana/rules/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMemberRefresh } from '../lib/use-member-refresh';

/** Ends a member's pause today, for them; needs a fresh second factor. */
export function resumeMemberMembership(userId: string): Promise<MembershipPauseView> {
  return api.post<MembershipPauseView>(`/api/admin/user/${encodeURIComponent(userId)}/membership/resume`);
}

export function useResumeMemberMembership(userId: string) {
  const refresh = useMemberRefresh();
  return useMutation({
    mutationFn: () => resumeMemberMembership(userId),
    onSuccess: () => refresh(userId),
  });
}
