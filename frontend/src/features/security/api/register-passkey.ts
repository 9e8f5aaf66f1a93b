import type { PasskeyRegistered } from '@sadhana/rules/api';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSecurity } from './invalidate-security';

/** Options, the browser's prompt to create a passkey for this site, and the server's check. */
export async function registerPasskey(name: string): Promise<PasskeyRegistered> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(
    '/api/auth/passkeys/registration/options',
  );
  const response = await startRegistration({ optionsJSON });
  return api.post<PasskeyRegistered>('/api/auth/passkeys/registration', { name, response });
}

export function useRegisterPasskey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: registerPasskey, onSettled: () => invalidateSecurity(client) });
}
