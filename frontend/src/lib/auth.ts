import type { CurrentUserView } from '@sadhana/rules/api';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** The fields of GET /api/auth/user the app shell reads; the screens read more (CurrentUserView). */
export type CurrentUser = Pick<
  CurrentUserView,
  'id' | 'email' | 'firstName' | 'lastName' | 'membershipActive' | 'isAdmin'
> &
  Partial<Pick<CurrentUserView, 'profileImageUrl'>>;

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

export const fetchCurrentUser = getQueryFn<CurrentUser>({ on401: 'returnNull' });

export type SignInState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: CurrentUser }
  | { status: 'signedOut'; user: null };

/** Any returned object means signed in; a 401, any other failure or no body means signed out. */
export function useSignInState(): SignInState {
  const { data, isPending, isError } = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
  });
  if (isPending) return { status: 'loading', user: null };
  if (isError || !data) return { status: 'signedOut', user: null };
  return { status: 'signedIn', user: data };
}
