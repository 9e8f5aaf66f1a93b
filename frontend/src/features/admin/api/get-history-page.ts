import type { AttendanceHistoryQuery, AttendanceHistoryRow, Page } from '@sadhana/rules/admin-workspace';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** One page of the attendance history (a person at a session a row), newest first, filtered. */
export function getHistoryPage(query: AttendanceHistoryQuery): Promise<Page<AttendanceHistoryRow>> {
  return api.get<Page<AttendanceHistoryRow>>(urlOf(queryKeys.admin.historyPage({ ...query })));
}

export function historyPageQueryOptions(query: AttendanceHistoryQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.historyPage({ ...query }),
    queryFn: () => getHistoryPage(query),
    placeholderData: keepPreviousData,
  });
}

export function useHistoryPage(query: AttendanceHistoryQuery) {
  return useQuery(historyPageQueryOptions(query));
}
