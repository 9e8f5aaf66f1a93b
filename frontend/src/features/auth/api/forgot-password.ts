import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export async function forgotPassword(email: string): Promise<void> {
  await api.post('/api/auth/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
