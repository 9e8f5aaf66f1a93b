import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The member's subscription, incomplete until paid: its first invoice's client secret is what the
 * Payment Element confirms. A member already subscribed gets a 409 saying so.
 */
export function createSubscription(): Promise<{ clientSecret: string }> {
  return api.post<{ clientSecret: string }>('/api/create-subscription');
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
