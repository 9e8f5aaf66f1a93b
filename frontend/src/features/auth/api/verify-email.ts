import type { Notice } from '@sadhana/rules/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/verify-email: the link's token, confirmed by the signed-in account it was sent to. */
export function verifyEmail(token: string): Promise<Notice> {
  return api.post<Notice>('/api/auth/verify-email', { token });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
