import type { AdminMemberSummary } from '@sadhana/rules/admin-workspace';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** A member's attendance and fees, for the user dialog. */
export function getMemberSummary(userId: string): Promise<AdminMemberSummary> {
  return api.get<AdminMemberSummary>(urlOf(queryKeys.admin.memberSummary(userId)));
}

export function memberSummaryQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.admin.memberSummary(userId),
    queryFn: userId === null ? skipToken : () => getMemberSummary(userId),
    staleTime: 0,
  });
}

export function useMemberSummary(userId: string | null) {
  return useQuery(memberSummaryQueryOptions(userId));
}
