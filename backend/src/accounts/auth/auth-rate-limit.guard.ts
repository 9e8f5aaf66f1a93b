import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Rate limit of sign-in, sign-up, forgot and reset password (DESIGN §3): AUTH_RATE_LIMIT requests per
 * client IP and endpoint in a fixed window of AUTH_RATE_LIMIT_WINDOW_SECONDS, then 429 `{ message }`
 * with Retry-After. Counted before validation, so malformed attempts count too. The client IP is
 * Express's `request.ip`, which honours X-Forwarded-For only as far as TRUST_PROXY allows.
 *
 * Not @nestjs/throttler: its latest release (6.7) is CommonJS and requires the ESM-only @nestjs/common
 * 12. Node loads that, but jest's ESM runtime cannot, so no integration test could boot the app with it.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const { limit, windowMs } = this.config.authRateLimit;
    const now = Date.now();
    this.sweep(now);
    const endpoint = `${context.getClass().name}.${context.getHandler().name}`;
    // Counted per client network and, when the body names one, per account too: spraying one
    // account from many addresses is limited as well as one address trying many accounts.
    const keys = [`${endpoint}|ip:${clientNetwork(request.ip)}`];
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string' && email.length <= 320)
      keys.push(`${endpoint}|email:${email.trim().toLowerCase()}`);

    let retryAfterMs = 0;
    for (const key of keys) {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        this.windows.set(key, window);
      }
      window.count++;
      if (window.count > limit) retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
    }
    if (retryAfterMs === 0) return true;
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
    throw new HttpException(RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
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
