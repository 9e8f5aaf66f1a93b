import type { CurrentUserView } from '@sadhana/rules/api';
import { api, type CallOptions } from '../api-client';
import { queryKeys, urlOf } from '../query-keys';

// GET /api/auth/user, read by every screen. Without the data layer: the landing page's own entry
// (src/landing.tsx) calls it too, and must not load TanStack Query (a bundler shares modules, not
// functions, between entries). Its query and the hooks over it are in current-user-query.ts.

/** The fields of GET /api/auth/user the app shell reads; the screens read more (CurrentUserView). */
export type CurrentUser = Pick<
  CurrentUserView,
  'id' | 'email' | 'firstName' | 'lastName' | 'membershipActive' | 'isAdmin'
> &
  Partial<Pick<CurrentUserView, 'profileImageUrl' | 'secondFactors'>>;

export type SignInState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: CurrentUser }
  | { status: 'signedOut'; user: null };

/** The signed-in user, or null when nobody is (a 401 is that answer, not an error). */
export function getCurrentUser(options?: CallOptions): Promise<CurrentUser | null> {
  return api.get<CurrentUser>(urlOf(queryKeys.currentUser()), { ...options, on401: 'returnNull' });
}

/** Any returned object means signed in; a 401, any other failure or no body means signed out. */
export function answeredSignInState(user: CurrentUser | null | undefined): SignInState {
  return user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
}

/** The call and its reading without the data layer, for the landing page's own entry. */
export function fetchSignInState(): Promise<SignInState> {
  return getCurrentUser().then(answeredSignInState, (error: unknown) => {
    // A 401 is an answer (null); this is a failure, shown as signed out.
    console.error('The sign-in state could not be loaded', error);
    return answeredSignInState(null);
  });
}
