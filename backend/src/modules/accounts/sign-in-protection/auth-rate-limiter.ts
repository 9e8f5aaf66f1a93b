import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { AttemptCounters } from './attempt-counters.js';

/** Defaults of the optional settings of AppConfig.authRateLimit. */
export const FAILURE_DELAY_MS = 500;
export const MAX_FAILURE_DELAY_MS = 10_000;

export type RateLimitDecision =
  | { readonly refused: true; readonly retryAfterMs: number }
  | { readonly refused: false };

/** A sign-in's try as its client stands, before its password is checked. */
export type SignInTry =
  | { readonly refused: true; readonly retryAfterMs: number }
  | { readonly refused: false; readonly failures: number; readonly resetAt: number };

/** How a checked sign-in is answered: as the password says, or refused (429) after `delayMs`. */
export type SignInOutcome =
  | { readonly refused: false }
  | { readonly refused: true; readonly retryAfterMs: number; readonly delayMs: number };

const attempts = (endpoint: string, client: string) => `attempts|${endpoint}|${client}`;
const clientFailures = (client: string) => `sign-in-failures|${client}`;
const accountFailures = (client: string, account: string) => `sign-in-failures|${client}|${account}`;

/**
 * The limits of sign-in, sign-up, forgot and reset password, counted in PostgreSQL (AttemptCounters)
 * so that every instance of the app counts into the same windows.
 *
 * - Sign-up, forgot and reset password (`admit`): at most `limit` attempts per client network and
 *   endpoint a window, then refused (429).
 * - Sign-in counts failures, per client network and per account tried from it. Each try is counted
 *   as a failure of its client before its password is checked (so parallel tries cannot slip past
 *   the limit together) and taken back when the password is right. Up to `limit` failures a window a
 *   client's tries are answered as their passwords say. Past it, a wrong password is refused (429),
 *   its answer held back longer with each further failure (0.5 s doubling to 10 s), and an account
 *   that has failed from that client is refused without a check; but a right password for an account
 *   that has not failed from that client is answered at once. So a stranger's wrong passwords from an
 *   office's or a studio's shared address slow and stop only that stranger's tries, never the
 *   owner's; nothing is counted per account across clients, so nobody can lock an owner out or slow
 *   them down from elsewhere.
 */
@Injectable()
export class AuthRateLimiter {
  constructor(
    private readonly counters: AttemptCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the client's attempt at `endpoint`, before anything else is done; refused past the limit. */
  async admit(endpoint: string, client: string, now = Date.now()): Promise<RateLimitDecision> {
    const { limit, windowMs } = this.config.authRateLimit;
    const window = await this.counters.hit(attempts(endpoint, client), windowMs, now);
    if (window.count > limit) return { refused: true, retryAfterMs: window.resetAt - now };
    return { refused: false };
  }

  /** Counts the try ahead as a failure of its client; past the limit, an account that failed from it is refused unchecked. */
  async beginSignIn(client: string, account: string, now = Date.now()): Promise<SignInTry> {
    const { limit, windowMs } = this.config.authRateLimit;
    const window = await this.counters.hit(clientFailures(client), windowMs, now);
    if (window.count > limit) {
      const failed = await this.counters.peek([accountFailures(client, account)], now);
      if (failed.size > 0) return { refused: true, retryAfterMs: window.resetAt - now };
    }
    return { refused: false, failures: window.count, resetAt: window.resetAt };
  }

  /** Settles a try begun with beginSignIn once its password is known right or wrong. */
  async settleSignIn(
    client: string,
    account: string,
    succeeded: boolean,
    begun: Extract<SignInTry, { refused: false }>,
    now = Date.now(),
  ): Promise<SignInOutcome> {
    const { limit, windowMs } = this.config.authRateLimit;
    if (succeeded) {
      await this.counters.refund(clientFailures(client), now);
      return { refused: false };
    }
    await this.counters.hit(accountFailures(client, account), windowMs, now);
    if (begun.failures <= limit) return { refused: false };
    return {
      refused: true,
      retryAfterMs: begun.resetAt - now,
      delayMs: this.delayOf(begun.failures - limit),
    };
  }

  /** A failure found after the password (a half sign-in ended by wrong codes): counted as a wrong password. */
  async recordSignInFailure(client: string, account: string, now = Date.now()): Promise<void> {
    const { windowMs } = this.config.authRateLimit;
    await this.counters.hit(clientFailures(client), windowMs, now);
    await this.counters.hit(accountFailures(client, account), windowMs, now);
  }

  private delayOf(excess: number): number {
    const base = this.config.authRateLimit.failureDelayMs ?? FAILURE_DELAY_MS;
    const max = this.config.authRateLimit.maxFailureDelayMs ?? MAX_FAILURE_DELAY_MS;
    return Math.min(max, base * 2 ** Math.min(excess - 1, 30));
  }
}
