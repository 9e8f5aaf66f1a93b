import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a fee is settled by hand or a complimentary membership changes: the member's dialog (their
 * summary and profile, whose membership may have changed) and every page of the users list, whose
 * membership column follows, are read again.
 */
export function useMemberRefresh(): (userId: string) => Promise<unknown> {
  const client = useQueryClient();
  return (userId) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.admin.memberSummary(userId) }),
      client.invalidateQueries({ queryKey: queryKeys.admin.user(userId), exact: true }),
      client.invalidateQueries({ queryKey: queryKeys.admin.usersOverview() }),
    ]);
}
