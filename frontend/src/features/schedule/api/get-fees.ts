import type { FeeCredit, FeeItem, FeeKind, FeesLedger } from '@sadhana/rules/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

export type { FeeCredit, FeeItem, FeeKind, FeesLedger };

/** The fees computed from the user's attendance, each paid or not, with the totals and any credit. */
export async function getFees(): Promise<FeesLedger> {
  const body = await api.get<Partial<FeesLedger> | null>(urlOf(queryKeys.fees()));
  const total = Number(body?.total ?? 0);
  return {
    items: Array.isArray(body?.items) ? body.items : [],
    total,
    outstanding: Number(body?.outstanding ?? total),
    credits: Array.isArray(body?.credits) ? body.credits : [],
    credit: Number(body?.credit ?? 0),
    paymentsTaken: Array.isArray(body?.paymentsTaken) ? body.paymentsTaken : [],
  };
}

/** Asked each time the dashboard is shown: a payment or a status changes it from elsewhere. */
export function feesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.fees(),
    queryFn: getFees,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useFees() {
  return useQuery(feesQueryOptions());
}
