import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a fee is settled by hand or a complimentary membership changes, what shows it is read again:
 * the member's dialog (profile, summary and every audit page share the user's key), every page of the
 * users list with its stats, the trend's active members and the rosters' membership badges.
 */
export function useMemberRefresh(): (userId: string) => Promise<unknown> {
  const client = useQueryClient();
  return (userId) =>
    Promise.all(
      [
        queryKeys.admin.user(userId),
        queryKeys.admin.usersOverview(),
        queryKeys.admin.activityTrend(),
        queryKeys.admin.roster(),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}
