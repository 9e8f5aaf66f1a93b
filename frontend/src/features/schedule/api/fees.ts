import type { FeeItem, FeeKind, FeesLedger } from '@sadhana/rules/api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { FeeItem, FeeKind, FeesLedger };

export const FEES_QUERY_KEY = ['/api/fees'] as const;

export async function fetchFees(): Promise<FeesLedger> {
  const response = await apiRequest('GET', FEES_QUERY_KEY[0]);
  const body = (await response.json()) as Partial<FeesLedger> | null;
  const total = Number(body?.total ?? 0);
  return {
    items: Array.isArray(body?.items) ? body.items : [],
    total,
    outstanding: Number(body?.outstanding ?? total),
  };
}

export function useFees({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: FEES_QUERY_KEY,
    queryFn: fetchFees,
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
