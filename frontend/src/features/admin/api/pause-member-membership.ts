import type { MembershipPauseView } from '@sadhana/rules/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMemberRefresh } from '../lib/use-member-refresh';

/** Pauses a member's paid membership for them, `weeks` (1 to 8) from today; needs a fresh second factor. */
export function pauseMemberMembership(userId: string, weeks: number): Promise<MembershipPauseView> {
  return api.post<MembershipPauseView>(`/api/admin/user/${encodeURIComponent(userId)}/membership/pause`, {
    weeks,
  });
}

export function usePauseMemberMembership(userId: string) {
  const refresh = useMemberRefresh();
  return useMutation({
    mutationFn: (weeks: number) => pauseMemberMembership(userId, weeks),
    onSuccess: () => refresh(userId),
  });
}
