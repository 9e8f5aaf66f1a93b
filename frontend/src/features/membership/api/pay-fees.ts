import type { FeePaymentStart } from '@sadhana/rules/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A PaymentIntent for the outstanding fees; the ledger shows them paid once Stripe confirms it. */
export function payFees(): Promise<FeePaymentStart> {
  return api.post<FeePaymentStart>('/api/fees/pay');
}

export function usePayFees() {
  return useMutation({ mutationFn: payFees });
}
