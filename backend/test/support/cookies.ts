import type { Response } from 'supertest';
import { SESSION_COOKIE } from '../../src/modules/accounts/sessions/session.js';

/** The session cookie a response sets (`name=value`), or undefined. */
export function sessionCookieOf(response: Response): string | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | string | undefined;
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.startsWith(`${SESSION_COOKIE}=;`));
}

/** Just `name=value`, to send back as a Cookie header. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(';')[0];
}
