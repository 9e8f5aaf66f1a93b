import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../lib/api/get-current-user';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SignInPayload {
  email: string;
  password: string;
}

export function signIn(payload: SignInPayload): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/auth/signin', payload);
}

/** On success the current user is known at once, so the signed-in route table applies. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser(), user),
  });
}
