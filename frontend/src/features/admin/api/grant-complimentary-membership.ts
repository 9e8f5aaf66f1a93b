import type { ComplimentaryGrant, GrantComplimentaryMembershipRequest } from '@sadhana/rules/admin-workspace';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMemberRefresh } from '../lib/use-member-refresh';

/** A membership without payment (a gift, a scholarship) for whole Eastern days; needs a fresh second factor. */
export function grantComplimentaryMembership(
  userId: string,
  request: GrantComplimentaryMembershipRequest,
): Promise<ComplimentaryGrant> {
  return api.post<ComplimentaryGrant>(
    `/api/admin/user/${encodeURIComponent(userId)}/complimentary-membership`,
    request,
  );
}

export function useGrantComplimentaryMembership(userId: string) {
  const refresh = useMemberRefresh();
  return useMutation({
    mutationFn: (request: GrantComplimentaryMembershipRequest) =>
      grantComplimentaryMembership(userId, request),
    onSuccess: () => refresh(userId),
  });
}
