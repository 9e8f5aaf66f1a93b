import type { AuditLine, Page } from '@sadhana/rules/admin-workspace';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** One page of a user's audit trail, newest first, each line in words. */
export function getAuditPage(userId: string, page: number): Promise<Page<AuditLine>> {
  return api.get<Page<AuditLine>>(urlOf(queryKeys.admin.auditPage(userId, page)));
}

/** Asked again each time the dialog opens: the trail grows with every change. */
export function auditPageQueryOptions(userId: string | null, page: number) {
  return queryOptions({
    queryKey: queryKeys.admin.auditPage(userId, page),
    queryFn: userId === null ? skipToken : () => getAuditPage(userId, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAuditPage(userId: string | null, page: number) {
  return useQuery(auditPageQueryOptions(userId, page));
}
