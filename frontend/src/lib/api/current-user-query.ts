import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { answeredSignInState, type CurrentUser, getCurrentUser, type SignInState } from './get-current-user';

// The query of GET /api/auth/user (get-current-user.ts has the call, kept apart for the landing page).

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    retry: false,
  });
}

/** The sign-in state every screen reads: 'loading' until GET /api/auth/user has answered. */
export function useSignInState(): SignInState {
  const { data, isPending, isError } = useQuery(currentUserQueryOptions());
  if (isPending) return { status: 'loading', user: null };
  return answeredSignInState(isError ? null : data);
}

/**
 * After a change to the user (a saved profile, a cancelled or confirmed membership): the answer the
 * change returned, if any, at once, then the server's own again.
 */
export async function refreshCurrentUser(client: QueryClient, changed?: CurrentUser): Promise<void> {
  if (changed) client.setQueryData(queryKeys.currentUser(), changed);
  await client.invalidateQueries({ queryKey: queryKeys.currentUser() });
}
