import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** After any change of factors: the Security card and the current user's `secondFactors`. */
export function invalidateSecurity(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.security() }),
    client.invalidateQueries({ queryKey: queryKeys.currentUser() }),
  ]);
}
