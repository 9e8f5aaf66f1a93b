import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The profile's cancel, a call of its own: a JSON content type and no body. It also ends at the paid
 * period's end; the page reloads after it rather than asking for the user again.
 */
export function cancelSubscriptionFromProfile(): Promise<unknown> {
  return api.post('/api/subscription/cancel', undefined, { jsonContentType: true });
}

export function useCancelSubscriptionFromProfile() {
  return useMutation({ mutationFn: cancelSubscriptionFromProfile });
}
