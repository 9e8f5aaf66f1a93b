import type { TakePaymentRequest } from '@sadhana/rules/admin-workspace';
import type { FeesLedger } from '@sadhana/rules/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMemberRefresh } from '../lib/use-member-refresh';

/** Money taken at the studio against the member's balance, oldest fees first: their ledger after it. */
export function takePayment(userId: string, request: TakePaymentRequest): Promise<FeesLedger> {
  return api.post<FeesLedger>(`/api/admin/user/${encodeURIComponent(userId)}/fees/take-payment`, request);
}

export function useTakePayment(userId: string) {
  const refresh = useMemberRefresh();
  return useMutation({
    mutationFn: (request: TakePaymentRequest) => takePayment(userId, request),
    onSuccess: () => refresh(userId),
  });
}
