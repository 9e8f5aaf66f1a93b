import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CalendarFeedStatus } from './get-calendar-feed';

/** Makes the private feed URL, or replaces it (the old one stops working). */
export function createCalendarFeed(): Promise<{ url: string }> {
  return api.post<{ url: string }>('/api/calendar-feed');
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.setQueryData<CalendarFeedStatus>(queryKeys.calendarFeed(), { active: true }),
  });
}
