import type { RecoveryCodes } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSecurity } from './invalidate-security';

/** Ten new recovery codes; the old ones stop working. */
export function newRecoveryCodes(): Promise<RecoveryCodes> {
  return api.post<RecoveryCodes>('/api/auth/recovery-codes');
}

export function useNewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({ mutationFn: newRecoveryCodes, onSettled: () => invalidateSecurity(client) });
}
