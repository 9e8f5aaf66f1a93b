import type { Request } from 'express';
import { NoPasskeyCeremony } from './passkey-errors.js';

/** The options' timeout, given to the browser too. */
export const CEREMONY_TIMEOUT_MS = 5 * 60_000;

type Ceremony = 'registration' | 'authentication';

/** Keeps the challenge of the options just given, replacing any earlier one of this session. */
export function rememberChallenge(request: Request, ceremony: Ceremony, challenge: string, now: Date): void {
  request.session.webauthnChallenge = { challenge, ceremony, at: now.getTime() };
}

/**
 * Takes the session's challenge for a response, once: a replayed response finds none (or another),
 * and the library refuses a response signed over any other challenge.
 */
export function takeChallenge(request: Request, ceremony: Ceremony, now: Date): string {
  const kept = request.session?.webauthnChallenge;
  if (request.session) delete request.session.webauthnChallenge;
  if (!kept || kept.ceremony !== ceremony || now.getTime() - kept.at > CEREMONY_TIMEOUT_MS)
    throw new NoPasskeyCeremony();
  return kept.challenge;
}
