import type { SessionRemindersView } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, refreshCurrentUser } from '../../../lib/api/current-user-query';
import { api } from '../../../lib/api-client';
import type { ProfileUser } from '../profile-user';

/** PUT /api/auth/session-reminders: the member's reminder mails on or off. */
export function switchSessionReminders(on: boolean): Promise<SessionRemindersView> {
  return api.put<SessionRemindersView>('/api/auth/session-reminders', { on });
}

export function useSwitchSessionReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchSessionReminders,
    // The switch reads the current user: it shows the answer at once, then the server's user again.
    onSuccess: ({ sessionReminders }) => {
      const user: ProfileUser | null | undefined = queryClient.getQueryData(
        currentUserQueryOptions().queryKey,
      );
      const changed: ProfileUser | undefined = user ? { ...user, sessionReminders } : undefined;
      return refreshCurrentUser(queryClient, changed);
    },
  });
}
