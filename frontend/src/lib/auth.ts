import type { CurrentUserView } from '@sadhana/rules/api';
import { getJson } from './api-client';

// GET /api/auth/user without the data layer: the landing page's entry (src/landing.tsx) loads this
// module, so the hook over it is in use-sign-in-state.ts.

/** The fields of GET /api/auth/user the app shell reads; the screens read more (CurrentUserView). */
export type CurrentUser = Pick<
  CurrentUserView,
  'id' | 'email' | 'firstName' | 'lastName' | 'membershipActive' | 'isAdmin'
> &
  Partial<Pick<CurrentUserView, 'profileImageUrl'>>;

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  return getJson<CurrentUser>(CURRENT_USER_QUERY_KEY[0], { on401: 'returnNull', signal });
}

export type SignInState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: CurrentUser }
  | { status: 'signedOut'; user: null };

/** Any returned object means signed in; a 401, any other failure or no body means signed out. */
export function answeredSignInState(user: CurrentUser | null | undefined): SignInState {
  return user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
}

/** The call and its reading without the data layer, for the landing page's own entry (src/landing.tsx). */
export function fetchSignInState(): Promise<SignInState> {
  return fetchCurrentUser().then(answeredSignInState, (error: unknown) => {
    // A 401 is an answer (null); this is a failure, shown as signed out.
    console.error('The sign-in state could not be loaded', error);
    return answeredSignInState(null);
  });
}
