import type { AuditEntry } from '@sadhana/rules/admin';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** The user's events in order, with the admin behind each change. */
export function getAuditTrail(userId: string): Promise<AuditEntry[]> {
  return api.get<AuditEntry[]>(urlOf(queryKeys.admin.auditTrail(userId)));
}

/** Asked only once a user is selected, and again each time the dialog opens (it grows with every change). */
export function auditTrailQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.admin.auditTrail(userId),
    queryFn: userId === null ? skipToken : () => getAuditTrail(userId),
    staleTime: 0,
  });
}

export function useAuditTrail(userId: string | null) {
  return useQuery(auditTrailQueryOptions(userId));
}
