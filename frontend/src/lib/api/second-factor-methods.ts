import type { SecondFactorMethods } from '@sadhana/rules/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys, urlOf } from '../query-keys';

/** GET /api/auth/second-factor: how the half-signed-in (or signed-in) account can confirm it is them. */
export function getSecondFactorMethods(): Promise<SecondFactorMethods> {
  return api.get<SecondFactorMethods>(urlOf(queryKeys.secondFactorMethods()));
}

export function secondFactorMethodsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.secondFactorMethods(),
    queryFn: getSecondFactorMethods,
    retry: false,
  });
}

export function useSecondFactorMethods(enabled = true) {
  return useQuery({ ...secondFactorMethodsQueryOptions(), enabled });
}
