import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

export interface CalendarFeedStatus {
  active: boolean;
}

/** Whether the user's private calendar feed is on (its URL is shown only once, when made). */
export async function getCalendarFeed(): Promise<CalendarFeedStatus> {
  const body = await api.get<Partial<CalendarFeedStatus> | null>(urlOf(queryKeys.calendarFeed()));
  return { active: Boolean(body?.active) };
}

export function calendarFeedQueryOptions() {
  return queryOptions({ queryKey: queryKeys.calendarFeed(), queryFn: getCalendarFeed });
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
