import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { clientNetwork, RATE_LIMIT_MESSAGE } from './auth-rate-limit.guard.js';
import { MAX_RATE_LIMIT_ENTRIES } from './auth-rate-limiter.js';
import { WindowCounters } from './window-counters.js';

/** A client network may hold several people (an office, a carrier's NAT): it gets this many accounts' worth. */
export const CLIENT_CODE_GUESS_FACTOR = 5;

/**
 * Guesses of second-factor codes (TOTP or recovery): AUTH_RATE_LIMIT wrong codes per account, and five
 * times as many per client network, in AUTH_RATE_LIMIT_WINDOW_SECONDS; past either, every code is
 * refused with 429 until the window ends. Unlike the password's per-account delays this does refuse the account:
 * whoever guesses already holds its password (or session), and a six-digit code must not be
 * guessable from many addresses at once. Only wrong codes count, so the owner's own checks never do.
 */
@Injectable()
export class CodeGuessLimiter {
  private readonly clients: WindowCounters;
  private readonly accounts: WindowCounters;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const maxEntries = config.authRateLimit.maxEntries ?? MAX_RATE_LIMIT_ENTRIES;
    this.clients = new WindowCounters(maxEntries);
    this.accounts = new WindowCounters(maxEntries);
  }

  /** Throws the 429 (with Retry-After) when the account or the client has guessed wrong too often. */
  assertAllowed(request: Request, response: Response, userId: string, now = Date.now()): void {
    const { limit } = this.config.authRateLimit;
    const over = [
      { window: this.clients.peekWindow(clientKey(request), now), limit: limit * CLIENT_CODE_GUESS_FACTOR },
      { window: this.accounts.peekWindow(userId, now), limit },
    ]
      .filter(({ window, limit }) => window !== undefined && window.count >= limit)
      .map(({ window }) => window);
    if (over.length === 0) return;
    const resetAt = Math.max(...over.map((window) => window?.resetAt ?? now));
    response.setHeader('Retry-After', String(Math.ceil((resetAt - now) / 1000)));
    throw new HttpException(RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }

  recordWrongCode(request: Request, userId: string, now = Date.now()): void {
    const { windowMs } = this.config.authRateLimit;
    this.clients.hit(clientKey(request), now, windowMs);
    this.accounts.hit(userId, now, windowMs);
  }
}

const clientKey = (request: Request) => clientNetwork(request.ip);
