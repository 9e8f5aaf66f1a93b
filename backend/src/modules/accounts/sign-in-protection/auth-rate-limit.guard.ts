import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthRateLimiter } from './auth-rate-limiter.js';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Rate limit of sign-up, forgot and reset password, counted by AuthRateLimiter: AUTH_RATE_LIMIT
 * requests per client network and endpoint in a fixed window of AUTH_RATE_LIMIT_WINDOW_SECONDS, then
 * 429 `{ message }` with Retry-After. Counted before validation, so malformed attempts count too.
 * Sign-in is limited by its failures instead, where its password is checked (LocalAuthGuard). The
 * client IP is Express's `request.ip`, which honours X-Forwarded-For only as far as TRUST_PROXY allows.
 *
 * Not @nestjs/throttler: its latest release (6.7) is CommonJS and requires the ESM-only @nestjs/common
 * 12. Node loads that, but jest's ESM runtime cannot, so no integration test could boot the app with it.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: AuthRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const endpoint = `${context.getClass().name}.${context.getHandler().name}`;
    const decision = await this.limiter.admit(endpoint, clientOf(request));
    if (!decision.refused) return true;
    throw tooManyAttempts(context.switchToHttp().getResponse<Response>(), decision.retryAfterMs);
  }
}

/** The 429 of a limit, its Retry-After set on the response. */
export function tooManyAttempts(response: Response, retryAfterMs: number, message = RATE_LIMIT_MESSAGE) {
  response.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}

/** The client as the limits count it: its network (see clientNetwork). */
export function clientOf(request: Request): string {
  return `ip:${clientNetwork(request.ip)}`;
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
