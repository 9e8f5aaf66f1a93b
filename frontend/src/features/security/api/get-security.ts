import type { SecuritySettings } from '@sadhana/rules/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** GET /api/auth/security: the account's passkeys, authenticator app and recovery codes left. */
export function getSecurity(): Promise<SecuritySettings> {
  return api.get<SecuritySettings>(urlOf(queryKeys.security()));
}

export function securityQueryOptions() {
  return queryOptions({ queryKey: queryKeys.security(), queryFn: getSecurity });
}

export function useSecurity() {
  return useQuery(securityQueryOptions());
}
