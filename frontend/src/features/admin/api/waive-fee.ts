import type { WaiveFeeRequest } from '@sadhana/rules/admin-workspace';
import type { FeesLedger } from '@sadhana/rules/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMemberRefresh } from '../lib/use-member-refresh';

/** A fee the studio forgoes, with its reason (the server asks for a fresh second factor). */
export function waiveFee(userId: string, request: WaiveFeeRequest): Promise<FeesLedger> {
  return api.post<FeesLedger>(`/api/admin/user/${encodeURIComponent(userId)}/fees/waive`, request);
}

export function useWaiveFee(userId: string) {
  const refresh = useMemberRefresh();
  return useMutation({
    mutationFn: (request: WaiveFeeRequest) => waiveFee(userId, request),
    onSuccess: () => refresh(userId),
  });
}
