import { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { urlOf } from './query-keys';

/**
 * The data layer's defaults: a query without a fetch of its own GETs the URL its key names; nothing
 * refetches on its own (no interval, no refetch on focus, never stale) and nothing is retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) => api.get(urlOf(queryKey), { signal }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
