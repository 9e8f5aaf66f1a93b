import type { ActivityTrendPoint } from '@sadhana/rules/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ActivityTrendParams, queryKeys, urlOf } from '../../../lib/query-keys';

const TREND_DAYS = 90;

/** DAU, WAU, MAU and active members per day for the 90 days ending `to` (today when absent). */
export function getActivityTrend(params: ActivityTrendParams): Promise<ActivityTrendPoint[]> {
  return api.get<ActivityTrendPoint[]>(urlOf(queryKeys.admin.activityTrend(params)));
}

export function activityTrendQueryOptions(to: string | undefined) {
  const params = { days: TREND_DAYS, to };
  return queryOptions({
    queryKey: queryKeys.admin.activityTrend(params),
    queryFn: () => getActivityTrend(params),
  });
}

export function useActivityTrend(to: string | undefined) {
  return useQuery(activityTrendQueryOptions(to));
}
