import type { RecordFeePaymentRequest } from '@sadhana/rules/admin-workspace';
import type { FeesLedger } from '@sadhana/rules/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMemberRefresh } from '../lib/use-member-refresh';

/** A fee paid at the studio (cash, check, transfer…): the member's ledger as it now stands. */
export function recordFeePayment(userId: string, request: RecordFeePaymentRequest): Promise<FeesLedger> {
  return api.post<FeesLedger>(`/api/admin/user/${encodeURIComponent(userId)}/fees/record-payment`, request);
}

export function useRecordFeePayment(userId: string) {
  const refresh = useMemberRefresh();
  return useMutation({
    mutationFn: (request: RecordFeePaymentRequest) => recordFeePayment(userId, request),
    onSuccess: () => refresh(userId),
  });
}
