import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import type { CurrentUser } from './get-current-user';

/** POST /api/auth/second-factor: a TOTP or recovery code completes a half sign-in, or steps up. */
export function checkSecondFactor(code: string): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/auth/second-factor', { code });
}

export function useCheckSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSecondFactor,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser(), user),
  });
}
