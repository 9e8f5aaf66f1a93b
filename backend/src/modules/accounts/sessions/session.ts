import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { SessionWithUserStore } from './session-with-user-store.js';

export const SESSION_COOKIE = 'sadhana.sid';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Epoch ms of the sign-in; the absolute timeout counts from it. */
    signedInAt?: number;
    /** The last Eastern date a MemberActive was recorded for this session (hot-path cache). */
    activeDate?: string;
  }
}

/**
 * SESSION_SECRET, or one generated on first start and kept in `<dataDir>/session-secret` (mode 0600),
 * so sessions survive restarts without a hard-coded default.
 */
export function resolveSessionSecret(config: Pick<AppConfig, 'sessionSecret' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The PostgreSQL session store, closed with the app. */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  readonly store: session.Store & { close(): Promise<void> | void };

  constructor(dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    // The app's own pool: no second set of connections for sessions.
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    this.store = new SessionWithUserStore(pool, dataSource, {
      createTableIfMissing: false,
      // Expired rows are already ignored on read; pruning only reclaims space.
      pruneSessionInterval: config.nodeEnv === 'test' ? false : 15 * 60,
      errorLog: (...args: unknown[]) =>
        this.logger.error({ message: 'session store', error: args.map(String).join(' ') }),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

/**
 * express-session: HttpOnly, SameSite=Lax, Secure when the public URL is https (behind TRUST_PROXY),
 * rolling idle timeout; the absolute timeout is checked by the session-user middleware.
 */
export function sessionMiddleware(store: session.Store, config: AppConfig): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: resolveSessionSecret(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    proxy: config.trustProxy !== false ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      path: '/',
      maxAge: config.sessionIdleTimeoutMs,
    },
  });
}

function promisify(run: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

/** Signs a user in on a new session id (no session fixation), keeping nothing of the old session. */
export async function startUserSession(request: Request, userId: string, now: Date): Promise<void> {
  // A session past its absolute timeout was destroyed on the way in: start a new one instead.
  if (request.session) await promisify((done) => request.session.regenerate(done));
  else request.sessionStore.generate(request);
  request.session.userId = userId;
  request.session.signedInAt = now.getTime();
  await promisify((done) => request.session.save(done));
}

/** Destroys the server session and clears the cookie. */
export async function endSession(request: Request, response: Response): Promise<void> {
  if (request.session) await promisify((done) => request.session.destroy(done));
  response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** Ends every session of a user, e.g. after a password reset or a soft delete. */
export async function endAllSessionsOf(db: Pick<DataSource, 'query'>, userId: string): Promise<number> {
  const result: [unknown[], number] = await db.query("DELETE FROM sessions WHERE sess->>'userId' = $1", [
    userId,
  ]);
  return result[1];
}
