import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordReset {
  /** The token of the link in the reset mail. */
  token: string;
  password: string;
}

export async function resetPassword(reset: PasswordReset): Promise<void> {
  await api.post('/api/auth/reset-password', reset);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
