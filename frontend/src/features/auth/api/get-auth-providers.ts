import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

export interface AuthProviders {
  google: boolean;
}

/** The sign-in methods this server offers: Google only when it has a client id. */
export function getAuthProviders(): Promise<AuthProviders> {
  return api.get<AuthProviders>(urlOf(queryKeys.authProviders()));
}

export function authProvidersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.authProviders(), queryFn: getAuthProviders });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
