import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { FactorCheckSubject } from '../second-factor/factor-check-sessions.js';
import { endSession, PENDING_SIGN_IN_MS } from '../sessions/session.js';
import { AttemptCounters } from './attempt-counters.js';
import { clientNetwork, clientOf, RATE_LIMIT_MESSAGE, tooManyAttempts } from './auth-rate-limit.guard.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';

/** Wrong codes one session may send: a half sign-in is then ended, a signed-in session refused for the window. */
export const CODE_TRIES_PER_SESSION = 5;
/** A client network may hold several people (an office, a carrier's NAT): it gets this many sign-ins' worth. */
export const CLIENT_CODE_GUESS_FACTOR = 5;
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please sign in again.';

/** A code's try, counted ahead: taken back when the code is right. */
export interface CodeTry {
  readonly keys: readonly string[];
  readonly sessionTries: number;
}

/**
 * Guesses of second-factor codes (TOTP or recovery), counted per session, never per account: whoever
 * knows an owner's password must not be able to lock the owner's own factor.
 *
 * - A half sign-in (the password was right, the code is owed) gets CODE_TRIES_PER_SESSION codes; its
 *   last wrong one ends it (429, "sign in again"), and that counts as a failed sign-in of the account
 *   from the client, which the sign-in limits then hold against that client alone. Its client network
 *   gets AUTH_RATE_LIMIT × CLIENT_CODE_GUESS_FACTOR wrong codes a window across its half sign-ins.
 * - A signed-in session's step-up or an app's enrolment gets CODE_TRIES_PER_SESSION a window, then 429
 *   for that session alone.
 *
 * So the owner's signed-in session and a fresh sign-in of theirs from elsewhere always take the
 * owner's right code, whatever strangers sent. Each try is counted before its code is checked (two
 * sent at once cannot both slip in as the last) and taken back when the code is right.
 */
@Injectable()
export class CodeGuessLimiter {
  constructor(
    private readonly counters: AttemptCounters,
    private readonly signIns: AuthRateLimiter,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the try ahead; throws the 429 (with Retry-After) when the session or its client has no tries left. */
  async begin(
    request: Request,
    response: Response,
    subject: FactorCheckSubject,
    now = Date.now(),
  ): Promise<CodeTry> {
    const { limit, windowMs } = this.config.authRateLimit;
    const halfSignIn = subject.purpose === 'second-factor';
    const sessionKey = sessionKeyOf(request);
    const session = await this.counters.hit(sessionKey, halfSignIn ? PENDING_SIGN_IN_MS : windowMs, now);
    const tries = [{ key: sessionKey, window: session, limit: CODE_TRIES_PER_SESSION }];
    if (halfSignIn) {
      const key = `codes|${clientNetwork(request.ip)}`;
      tries.push({
        key,
        window: await this.counters.hit(key, windowMs, now),
        limit: limit * CLIENT_CODE_GUESS_FACTOR,
      });
    }
    const spent = tries.filter(({ window, limit }) => window.count > limit);
    if (spent.length === 0) return { keys: tries.map(({ key }) => key), sessionTries: session.count };
    if (halfSignIn && session.count > CODE_TRIES_PER_SESSION) await endSession(request, response);
    const resetAt = Math.max(...spent.map(({ window }) => window.resetAt));
    throw tooManyAttempts(response, resetAt - now, halfSignIn ? TOO_MANY_CODES_MESSAGE : RATE_LIMIT_MESSAGE);
  }

  /** The code was right: the try is taken back. */
  async passed(codeTry: CodeTry, now = Date.now()): Promise<void> {
    for (const key of codeTry.keys) await this.counters.refund(key, now);
  }

  /**
   * The code was wrong: `wrongCode` is the answer, unless it was a half sign-in's last try, which is
   * ended here, counted as a failed sign-in of its account from its client, and answered 429.
   */
  async wrong(
    request: Request,
    response: Response,
    subject: FactorCheckSubject,
    codeTry: CodeTry,
    wrongCode: unknown,
  ): Promise<never> {
    if (subject.purpose !== 'second-factor' || codeTry.sessionTries < CODE_TRIES_PER_SESSION) throw wrongCode;
    await endSession(request, response);
    const [user]: { email: string }[] = await this.dataSource.query('SELECT email FROM users WHERE id = $1', [
      subject.userId,
    ]);
    if (user) await this.signIns.recordSignInFailure(clientOf(request), `email:${user.email}`);
    throw tooManyAttempts(response, PENDING_SIGN_IN_MS, TOO_MANY_CODES_MESSAGE);
  }
}

/** A session's counter, by a hash of its id: the counters table holds no session id. */
function sessionKeyOf(request: Request): string {
  return `codes|session|${createHash('sha256')
    .update(request.sessionID ?? '')
    .digest('base64url')}`;
}
