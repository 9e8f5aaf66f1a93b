import type { RecoveryCodes } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSecurity } from './invalidate-security';

/** The app's first code turns it on; the answer is the ten recovery codes, shown once. */
export function confirmTotp(code: string): Promise<RecoveryCodes> {
  return api.post<RecoveryCodes>('/api/auth/totp/confirm', { code });
}

export function useConfirmTotp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmTotp, onSuccess: () => invalidateSecurity(client) });
}
