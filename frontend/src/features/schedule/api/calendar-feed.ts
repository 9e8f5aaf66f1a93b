import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface CalendarFeedStatus {
  active: boolean;
}

export const CALENDAR_FEED_QUERY_KEY = ['/api/calendar-feed'] as const;

export async function fetchCalendarFeed(): Promise<CalendarFeedStatus> {
  const response = await apiRequest('GET', CALENDAR_FEED_QUERY_KEY[0]);
  const body = (await response.json()) as Partial<CalendarFeedStatus> | null;
  return { active: Boolean(body?.active) };
}

export function useCalendarFeed({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: CALENDAR_FEED_QUERY_KEY, queryFn: fetchCalendarFeed, enabled });
}

/** Creates the private feed URL, or replaces it (the old one stops working). */
export async function createCalendarFeed(): Promise<{ url: string }> {
  const response = await apiRequest('POST', CALENDAR_FEED_QUERY_KEY[0]);
  return (await response.json()) as { url: string };
}

export async function revokeCalendarFeed(): Promise<void> {
  await apiRequest('DELETE', CALENDAR_FEED_QUERY_KEY[0]);
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.setQueryData<CalendarFeedStatus>(CALENDAR_FEED_QUERY_KEY, { active: true }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData<CalendarFeedStatus>(CALENDAR_FEED_QUERY_KEY, { active: false }),
  });
}
