import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import type { CurrentUser } from './get-current-user';

// The passkey ceremony (options, the browser's prompt, the server's check). @simplewebauthn/browser
// is loaded only when a passkey is used, so no screen's first load carries it.

/** Whether this browser can use passkeys at all. */
export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
  return browserSupportsWebAuthn();
}

/**
 * Signs in with a passkey (signed out), completes a half sign-in, or steps up (signed in): the
 * server decides which from the session. `autofill`: conditional UI, the browser offering the site's
 * passkeys in the email field's suggestions, waiting until one is picked.
 */
export async function authenticateWithPasskey(
  options: { autofill?: boolean; onOptions?: () => void } = {},
): Promise<CurrentUser> {
  const { startAuthentication, browserSupportsWebAuthnAutofill } = await import('@simplewebauthn/browser');
  if (options.autofill && !(await browserSupportsWebAuthnAutofill())) throw new PasskeyAutofillUnavailable();
  const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkeys/authentication/options',
  );
  options.onOptions?.();
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: options.autofill === true });
  return api.post<CurrentUser>('/api/auth/passkeys/authentication', { response });
}

export class PasskeyAutofillUnavailable extends Error {
  constructor() {
    super('This browser does not offer passkeys in autofill.');
  }
}

/** The person closed the browser's prompt, or another ceremony replaced this one: no error to show. */
export function isPasskeyPromptDismissed(error: unknown): boolean {
  return (
    error instanceof PasskeyAutofillUnavailable ||
    (error instanceof Error && ['NotAllowedError', 'AbortError'].includes(error.name)) ||
    (error instanceof Error && 'code' in error && error.code === 'ERROR_CEREMONY_ABORTED')
  );
}

export function usePasskeyAuthentication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticateWithPasskey,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser(), user),
  });
}

/** Ends a ceremony under way (the autofill's, when its screen goes). */
export async function cancelPasskeyCeremony(): Promise<void> {
  const { WebAuthnAbortService } = await import('@simplewebauthn/browser');
  WebAuthnAbortService.cancelCeremony();
}
