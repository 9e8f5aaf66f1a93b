import type { ComplimentaryGrant } from '@sadhana/rules/admin-workspace';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMemberRefresh } from '../lib/use-member-refresh';

/** Ends a running complimentary membership early (the answer carries its `endedOn`); needs a fresh second factor. */
export function endComplimentaryMembership(userId: string, grantId: string): Promise<ComplimentaryGrant> {
  return api.post<ComplimentaryGrant>(
    `/api/admin/user/${encodeURIComponent(userId)}/complimentary-membership/${encodeURIComponent(grantId)}/end`,
  );
}

export function useEndComplimentaryMembership(userId: string) {
  const refresh = useMemberRefresh();
  return useMutation({
    mutationFn: (grantId: string) => endComplimentaryMembership(userId, grantId),
    onSuccess: () => refresh(userId),
  });
}
