import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSecurity } from './invalidate-security';

export function removePasskey(passkeyId: string): Promise<unknown> {
  return api.delete(`/api/auth/passkeys/${encodeURIComponent(passkeyId)}`);
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removePasskey, onSettled: () => invalidateSecurity(client) });
}
