import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CalendarFeedStatus } from './get-calendar-feed';

/** Turns the feed off: its URL stops working. */
export async function revokeCalendarFeed(): Promise<void> {
  await api.delete('/api/calendar-feed');
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(queryKeys.calendarFeed(), { active: false }),
  });
}
