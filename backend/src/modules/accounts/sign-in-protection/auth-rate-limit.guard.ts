import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AccountAttempts } from './account-attempts.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

const NO_ACCOUNT_DELAY = 'authRateLimit:noAccountDelay';
/** For an endpoint with nothing to guess whose answer must not wait (forgot-password: a mail quota instead). */
export const NoAccountDelay = () => SetMetadata(NO_ACCOUNT_DELAY, true);

/**
 * Rate limit of sign-in, sign-up, forgot and reset password, counted by AuthRateLimiter:
 * AUTH_RATE_LIMIT requests per client network and endpoint in a fixed window of
 * AUTH_RATE_LIMIT_WINDOW_SECONDS, then 429 `{ message }` with Retry-After. Counted before
 * validation, so malformed attempts count too. The attempt on the account the body names is begun
 * here and settled once its answer is known (LocalAuthGuard, AccountAttemptInterceptor): past that
 * many failures on one account, from anywhere, failures' replies wait longer and longer, never a
 * refusal. The client IP is Express's `request.ip`, which honours X-Forwarded-For only as far as
 * TRUST_PROXY allows.
 *
 * Not @nestjs/throttler: its latest release (6.7) is CommonJS and requires the ESM-only @nestjs/common
 * 12. Node loads that, but jest's ESM runtime cannot, so no integration test could boot the app with it.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: AuthRateLimiter,
    private readonly attempts: AccountAttempts,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const endpoint = `${context.getClass().name}.${context.getHandler().name}`;
    const client = `ip:${clientNetwork(request.ip)}`;
    const decision = this.limiter.admit(endpoint, client);
    if (!decision.refused) {
      const account = this.reflector.get<boolean>(NO_ACCOUNT_DELAY, context.getHandler())
        ? undefined
        : accountOf(request);
      if (account) this.attempts.begin(request, { endpoint, client, account });
      return true;
    }
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
    throw new HttpException(RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The account the body names, as the DTOs normalize it; bodies are not validated yet. */
function accountOf(request: Request): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 320 ? `email:${email.trim().toLowerCase()}` : undefined;
}

/** An IPv6 client can use a whole /64 (every host in it is the same subscriber): count the /64. */
export function clientNetwork(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
