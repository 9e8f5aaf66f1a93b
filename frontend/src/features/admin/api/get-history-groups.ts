import type {
  AttendanceHistoryQuery,
  HistoryDayGroup,
  HistoryMemberGroup,
  Page,
} from '@sadhana/rules/admin-workspace';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

export type HistoryGroupsQuery<By extends 'member' | 'day'> = AttendanceHistoryQuery & { by: By };
type GroupOf<By> = By extends 'member' ? HistoryMemberGroup : HistoryDayGroup;

/** One page of the attendance history read by member (by name) or by day (newest first). */
export function getHistoryGroups<By extends 'member' | 'day'>(
  query: HistoryGroupsQuery<By>,
): Promise<Page<GroupOf<By>>> {
  return api.get<Page<GroupOf<By>>>(urlOf(queryKeys.admin.historyPage({ ...query })));
}

export function useHistoryGroups<By extends 'member' | 'day'>(query: HistoryGroupsQuery<By>) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.historyPage({ ...query }),
      queryFn: () => getHistoryGroups(query),
      placeholderData: keepPreviousData,
    }),
  );
}
