import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { WindowCounters } from './window-counters.js';

/** Defaults of the optional settings of AppConfig.authRateLimit. */
export const ACCOUNT_DELAY_MS = 500;
export const MAX_ACCOUNT_DELAY_MS = 10_000;
/** Per kind of key (clients, accounts, clients on an account): about 200 bytes each, some 30 MiB at most. */
export const MAX_RATE_LIMIT_ENTRIES = 50_000;

export type RateLimitDecision =
  | { readonly refused: true; readonly retryAfterMs: number }
  | { readonly refused: false };

/**
 * The counters behind AuthRateLimitGuard, per endpoint:
 *
 * - per client network (`admit`): at most `limit` attempts a window, then refused (429). A refused
 *   attempt counts nothing else, so it cannot add an entry for a new email.
 * - per account, the email the body names (`settle`, once the answer is known): never refused, or
 *   anyone could lock its owner out from a few addresses. Past `limit` failed attempts a window, each
 *   further failure's reply waits `accountDelayMs`, doubled with each, up to `maxAccountDelayMs`.
 *   A success waits only when its client has itself failed on that account in the window (a guesser's
 *   lucky guess answers as slowly as its misses, so timing tells it nothing); the owner, from a
 *   client that has not failed, is never slowed by what strangers tried.
 *
 * Together: guessing one account's password costs `limit` attempts per client address and window,
 * and ever slower answers; nobody but the guessing client is ever refused or slowed.
 */
@Injectable()
export class AuthRateLimiter {
  private readonly clients: WindowCounters;
  private readonly accountFailures: WindowCounters;
  private readonly clientFailures: WindowCounters;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const maxEntries = config.authRateLimit.maxEntries ?? MAX_RATE_LIMIT_ENTRIES;
    this.clients = new WindowCounters(maxEntries);
    this.accountFailures = new WindowCounters(maxEntries);
    this.clientFailures = new WindowCounters(maxEntries);
  }

  /** How many counters are kept (bounded by three times maxEntries). */
  get entryCount(): number {
    return this.clients.size + this.accountFailures.size + this.clientFailures.size;
  }

  /** Counts the client's attempt, before anything else is done; refused past the limit. */
  admit(endpoint: string, client: string, now = Date.now()): RateLimitDecision {
    const { limit, windowMs } = this.config.authRateLimit;
    const byClient = this.clients.hit(`${endpoint}|${client}`, now, windowMs);
    if (byClient.count > limit) return { refused: true, retryAfterMs: byClient.resetAt - now };
    return { refused: false };
  }

  /** How long the reply to an admitted attempt on `account` waits, now that it failed or succeeded. */
  settle(endpoint: string, client: string, account: string, succeeded: boolean, now = Date.now()): number {
    const { windowMs } = this.config.authRateLimit;
    const accountKey = `${endpoint}|${account}`;
    const clientKey = `${accountKey}|${client}`;
    if (succeeded) {
      if (!this.clientFailures.peek(clientKey, now)) return 0;
      return this.accountDelay(this.accountFailures.peek(accountKey, now) ?? 0);
    }
    this.clientFailures.hit(clientKey, now, windowMs);
    return this.accountDelay(this.accountFailures.hit(accountKey, now, windowMs).count);
  }

  private accountDelay(failures: number): number {
    const excess = failures - this.config.authRateLimit.limit;
    if (excess <= 0) return 0;
    const base = this.config.authRateLimit.accountDelayMs ?? ACCOUNT_DELAY_MS;
    const max = this.config.authRateLimit.maxAccountDelayMs ?? MAX_ACCOUNT_DELAY_MS;
    return Math.min(max, base * 2 ** Math.min(excess - 1, 30));
  }
}
