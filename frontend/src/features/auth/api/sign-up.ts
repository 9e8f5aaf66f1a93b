import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '../../../lib/api/get-current-user';
import { api } from '../../../lib/api-client';

export interface SignUpPayload {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Creates the account and signs it in; the screen applies the new user once its toast has been read. */
export function signUp(payload: SignUpPayload): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/auth/signup', payload);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
