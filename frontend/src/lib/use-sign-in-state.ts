import { useQuery } from '@tanstack/react-query';
import { answeredSignInState, CURRENT_USER_QUERY_KEY, fetchCurrentUser, type SignInState } from './auth';

/** The sign-in state every screen reads: 'loading' until GET /api/auth/user has answered. */
export function useSignInState(): SignInState {
  const { data, isPending, isError } = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
  if (isPending) return { status: 'loading', user: null };
  return answeredSignInState(isError ? null : data);
}
