import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { resolveSessionSecret } from '../sessions/session.js';
import { AttemptCounters } from '../sign-in-protection/attempt-counters.js';
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

/** The cookie that carries a signed-out passkey sign-in's challenge from its options to its answer. */
export const PASSKEY_CHALLENGE_COOKIE = 'sadhana.passkey';
const COOKIE_PATH = '/api/auth/passkeys';

/**
 * The challenge of a signed-out passkey sign-in, kept in a short-lived cookie signed with the session
 * secret rather than in a server session: a visitor who only asks for options (a page load, a
 * crawler) leaves no session row behind. The cookie is cleared when its answer comes; a challenge is
 * also recorded once it signed someone in, for the ceremony's few minutes, so the same cookie and
 * answer sent again sign nobody in (only real sign-ins add these records, so nobody can flood them).
 */
@Injectable()
export class SignedOutChallenges {
  private readonly secret: string;
  private readonly secure: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly counters: AttemptCounters,
  ) {
    this.secret = resolveSessionSecret(config);
    this.secure = config.publicUrl.startsWith('https:');
  }

  remember(response: Response, challenge: string, now: Date): void {
    const value = `${challenge}.${now.getTime()}`;
    response.cookie(PASSKEY_CHALLENGE_COOKIE, `${value}.${this.macOf(value)}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      path: COOKIE_PATH,
      maxAge: CEREMONY_TIMEOUT_MS,
    });
  }

  /** The cookie's challenge, once: the cookie is cleared; 400 when there is none, or it is forged or stale. */
  take(request: Request, response: Response, now: Date): string {
    const kept = cookieOf(request, PASSKEY_CHALLENGE_COOKIE);
    response.clearCookie(PASSKEY_CHALLENGE_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
    const [challenge, at, mac, ...rest] = (kept ?? '').split('.');
    if (!challenge || !/^\d{1,15}$/.test(at ?? '') || !mac || rest.length > 0) throw new NoPasskeyCeremony();
    const expected = Buffer.from(this.macOf(`${challenge}.${at}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NoPasskeyCeremony();
    const age = now.getTime() - Number(at);
    if (age < 0 || age > CEREMONY_TIMEOUT_MS) throw new NoPasskeyCeremony();
    return challenge;
  }

  /** Records that this challenge signed someone in; throws if it already had (a replay). */
  async useOnce(challenge: string): Promise<void> {
    const key = `passkey-challenge|${createHash('sha256').update(challenge).digest('base64url')}`;
    const uses = await this.counters.hit(key, CEREMONY_TIMEOUT_MS, Date.now());
    if (uses.count > 1) throw new NoPasskeyCeremony();
  }

  private macOf(value: string): string {
    return createHmac('sha256', this.secret).update(`passkey-challenge:${value}`).digest('base64url');
  }
}

/** One cookie's value from the request's Cookie header (the session middleware reads only its own). */
function cookieOf(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return decoded(pair.slice(at + 1).trim());
  }
  return undefined;
}

/** A malformed escape in a cookie is no value of ours (decodeURIComponent would throw: a 500). */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
