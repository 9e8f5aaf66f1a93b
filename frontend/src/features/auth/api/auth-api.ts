import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '../../../lib/auth';

export interface SignInPayload {
  email: string;
  password: string;
}

export interface SignUpPayload {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function signIn(payload: SignInPayload): Promise<CurrentUser> {
  return (await apiRequest('POST', '/api/auth/signin', payload)).json();
}

export async function signUp(payload: SignUpPayload): Promise<CurrentUser> {
  return (await apiRequest('POST', '/api/auth/signup', payload)).json();
}

export async function forgotPassword(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/forgot-password', { email });
}

export async function resetPassword(payload: { token: string; password: string }): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', payload);
}

/** Sign-in: on success the current user is known at once, so the signed-in route table applies. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export interface AuthProviders {
  google: boolean;
}

export const AUTH_PROVIDERS_QUERY_KEY = ['/api/auth/providers'] as const;

/** Which sign-in methods the server offers (DESIGN §1.9: say so when Google is not configured). */
export function useAuthProviders() {
  return useQuery<AuthProviders>({ queryKey: AUTH_PROVIDERS_QUERY_KEY });
}
