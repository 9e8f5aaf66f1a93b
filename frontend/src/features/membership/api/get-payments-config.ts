import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** Whether Stripe is set up on this server, and the key Stripe.js needs. */
export interface PaymentsConfig {
  configured: boolean;
  publishableKey: string | null;
}

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return api.get<PaymentsConfig>(urlOf(queryKeys.paymentsConfig()));
}

export function paymentsConfigQueryOptions() {
  return queryOptions({ queryKey: queryKeys.paymentsConfig(), queryFn: getPaymentsConfig, retry: false });
}

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
