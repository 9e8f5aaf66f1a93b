import type { Notice } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../../lib/api/current-user-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/mail/unsubscribe?token=: the reminder mail's link turns its member's reminders off, no
 * sign-in needed (the token is the credential). Answers the server's message.
 */
export function unsubscribe(token: string): Promise<Notice> {
  return api.post<Notice>(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`);
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    // A signed-in member's profile switch reads the current user: ask for it again.
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}
