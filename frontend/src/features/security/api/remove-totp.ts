import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSecurity } from './invalidate-security';

export function removeTotp(): Promise<unknown> {
  return api.delete('/api/auth/totp');
}

export function useRemoveTotp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeTotp, onSettled: () => invalidateSecurity(client) });
}
