import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth';

/** GET /api/payments/config: whether Stripe is set up, and the key Stripe.js needs. */
export interface PaymentsConfig {
  configured: boolean;
  publishableKey: string | null;
}

export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['/api/payments/config'],
    queryFn: getQueryFn<PaymentsConfig>({ on401: 'throw' }),
    retry: false,
  });
}

/** POST /api/create-subscription (spec §7): the first invoice's client secret for the Payment Element. */
export async function createSubscription(): Promise<{ clientSecret: string }> {
  const response = await apiRequest('POST', '/api/create-subscription');
  return response.json();
}

/** The dashboard's cancel (spec §7): POST /api/cancel-subscription, then the current user is refetched. */
export function useDashboardCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/cancel-subscription'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}

export type ProfileCancelOutcome = 'cancelled' | 'failed' | 'network-error';

/** The profile's cancel (spec §7): POST /api/subscription/cancel with a JSON content type and no body. */
export async function cancelFromProfile(): Promise<ProfileCancelOutcome> {
  try {
    const response = await fetch('/api/subscription/cancel', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'sadhana' },
    });
    return response.ok ? 'cancelled' : 'failed';
  } catch {
    return 'network-error';
  }
}

/** Whether the webhook has made the caller a member yet (read fresh, not from the cache). */
export async function fetchMembershipActive(): Promise<boolean> {
  const response = await fetch('/api/auth/user', { credentials: 'include', cache: 'no-store' });
  if (!response.ok) return false;
  const user = (await response.json()) as { membershipActive?: boolean };
  return user.membershipActive === true;
}
