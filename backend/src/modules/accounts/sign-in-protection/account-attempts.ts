import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthRateLimiter } from './auth-rate-limiter.js';

interface Attempt {
  readonly endpoint: string;
  readonly client: string;
  readonly account: string;
}

/**
 * An attempt on an account (a sign-in or sign-up naming an email), from the moment the rate-limit
 * guard admits it to its answer: only then is it known whether it failed, and so how long its reply
 * waits (AuthRateLimiter.settle).
 */
@Injectable()
export class AccountAttempts {
  private readonly attempts = new WeakMap<Request, Attempt>();

  constructor(private readonly limiter: AuthRateLimiter) {}

  begin(request: Request, attempt: Attempt): void {
    this.attempts.set(request, attempt);
  }

  /** Waits as long as the limiter decides for this reply; nothing for a request with no account attempt. */
  async settle(request: Request, succeeded: boolean): Promise<void> {
    const attempt = this.attempts.get(request);
    if (!attempt) return;
    this.attempts.delete(request);
    const delayMs = this.limiter.settle(attempt.endpoint, attempt.client, attempt.account, succeeded);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}
