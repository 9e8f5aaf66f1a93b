import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isUnauthorizedError } from '../lib/api-errors';
import { queryKeys } from '../lib/query-keys';
import { useUnauthorizedHandler } from '../lib/use-unauthorized-handler';

/**
 * The shared Unauthorized handler, for every query: a member's call answered 401 means the
 * session ended (signed out elsewhere, expired), so say so once and send them to sign in again.
 * The current-user query is left out: for it a 401 just means "signed out", a state, not an error.
 */
export function UnauthorizedWatcher() {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedHandler();
  const handled = useRef(false);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryKey[0] === queryKeys.currentUser()[0]) return;
        if (handled.current || !isUnauthorizedError(event.action.error)) return;
        handled.current = true;
        onUnauthorized();
      }),
    [queryClient, onUnauthorized],
  );
  return null;
}
