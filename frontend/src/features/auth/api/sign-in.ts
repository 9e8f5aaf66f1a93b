import type { SecondFactorChallenge } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../lib/api/get-current-user';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SignInPayload {
  email: string;
  password: string;
}

/** The current user; or, for an account with a second factor, the second step it still owes. */
export type SignInAnswer = CurrentUser | SecondFactorChallenge;

export const owesSecondFactor = (answer: SignInAnswer): answer is SecondFactorChallenge =>
  'secondFactorRequired' in answer;

export function signIn(payload: SignInPayload): Promise<SignInAnswer> {
  return api.post<SignInAnswer>('/api/auth/signin', payload);
}

/** Once signed in the current user is known at once, so the signed-in route table applies. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!owesSecondFactor(answer)) queryClient.setQueryData(queryKeys.currentUser(), answer);
    },
  });
}
