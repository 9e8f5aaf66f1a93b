import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { WindowCounters } from './window-counters.js';

/** Defaults of the optional settings of AppConfig.authRateLimit. */
export const ACCOUNT_DELAY_MS = 500;
export const MAX_ACCOUNT_DELAY_MS = 10_000;
/** Per kind of key (clients, accounts): about 200 bytes each, so some 20 MiB at the very most. */
export const MAX_RATE_LIMIT_ENTRIES = 50_000;

export type RateLimitDecision =
  | { readonly refused: true; readonly retryAfterMs: number }
  | { readonly refused: false; readonly delayMs: number };

/**
 * The counters behind AuthRateLimitGuard, two kinds per endpoint:
 *
 * - per client network: at most `limit` attempts a window, then refused (429). A refused attempt
 *   counts nothing else, so it cannot add an entry for a new email.
 * - per account (the email the body names): never refused, or anyone could lock its owner out from a
 *   few addresses; past `limit` attempts a window, each further one waits `accountDelayMs`, doubled
 *   with each attempt, up to `maxAccountDelayMs`. The owner's own attempt waits at most that long.
 *
 * Together: guessing one account's password costs `limit` attempts per client address and window,
 * and ever slower answers; nobody but the guessing client is ever refused.
 */
@Injectable()
export class AuthRateLimiter {
  private readonly clients: WindowCounters;
  private readonly accounts: WindowCounters;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const maxEntries = config.authRateLimit.maxEntries ?? MAX_RATE_LIMIT_ENTRIES;
    this.clients = new WindowCounters(maxEntries);
    this.accounts = new WindowCounters(maxEntries);
  }

  /** How many counters are kept (bounded by twice maxEntries). */
  get entryCount(): number {
    return this.clients.size + this.accounts.size;
  }

  attempt(
    endpoint: string,
    client: string,
    account: string | undefined,
    now = Date.now(),
  ): RateLimitDecision {
    const { limit, windowMs } = this.config.authRateLimit;
    const byClient = this.clients.hit(`${endpoint}|${client}`, now, windowMs);
    if (byClient.count > limit) return { refused: true, retryAfterMs: byClient.resetAt - now };
    if (account === undefined) return { refused: false, delayMs: 0 };
    const byAccount = this.accounts.hit(`${endpoint}|${account}`, now, windowMs);
    return { refused: false, delayMs: this.accountDelay(byAccount.count - limit) };
  }

  private accountDelay(excess: number): number {
    if (excess <= 0) return 0;
    const base = this.config.authRateLimit.accountDelayMs ?? ACCOUNT_DELAY_MS;
    const max = this.config.authRateLimit.maxAccountDelayMs ?? MAX_ACCOUNT_DELAY_MS;
    return Math.min(max, base * 2 ** Math.min(excess - 1, 30));
  }
}
