import type { TotpSetup } from '@sadhana/rules/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new secret for an authenticator app, with its QR code; not on until a code confirms it. */
export function setUpTotp(): Promise<TotpSetup> {
  return api.post<TotpSetup>('/api/auth/totp/setup');
}

export function useSetUpTotp() {
  return useMutation({ mutationFn: setUpTotp });
}
