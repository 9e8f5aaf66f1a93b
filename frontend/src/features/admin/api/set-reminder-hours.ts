import type { SessionMailSettingsView } from '@sadhana/rules/admin-workspace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { sessionMailSettingsQueryOptions } from './get-session-mail-settings';

/** PUT /api/admin/session-mails: the reminders' hours before the lock (the server checks the number). */
export function setReminderHours(reminderHoursBeforeLock: number | null): Promise<SessionMailSettingsView> {
  return api.put<SessionMailSettingsView>('/api/admin/session-mails', { reminderHoursBeforeLock });
}

export function useSetReminderHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setReminderHours,
    // Every open date's reminders are scheduled again at the new time: the upcoming jobs change too.
    onSuccess: (settings) => {
      client.setQueryData(sessionMailSettingsQueryOptions().queryKey, settings);
      return client.invalidateQueries({ queryKey: queryKeys.admin.jobs() });
    },
  });
}
