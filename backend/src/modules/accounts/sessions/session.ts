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
    /** Epoch ms of this session's last second-factor check (sign-in, enrolment or step-up). */
    secondFactorAt?: number;
    /**
     * Half signed in: the password (or Google) was right and the account has a second factor, which
     * POST /api/auth/second-factor or a passkey must now pass; nothing else is open meanwhile.
     */
    pendingUserId?: string;
    /** Epoch ms when the half sign-in began; it lapses after PENDING_SIGN_IN_MS. */
    pendingSince?: number;
    /** The WebAuthn challenge of the ceremony under way, single use. */
    webauthnChallenge?: { challenge: string; ceremony: 'registration' | 'authentication'; at: number };
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

/** How long a half sign-in waits for its second factor. */
export const PENDING_SIGN_IN_MS = 10 * 60_000;

/** A new session id (no session fixation), keeping nothing of the old session. */
async function freshSession(request: Request): Promise<void> {
  // A session past its absolute timeout was destroyed on the way in: start a new one instead.
  if (request.session) await promisify((done) => request.session.regenerate(done));
  else request.sessionStore.generate(request);
}

/**
 * Signs a user in on a new session id. `secondFactorChecked`: the sign-in itself passed a second
 * factor (a passkey, or the code of a half sign-in), which admin calls and step-ups read.
 */
export async function startUserSession(
  request: Request,
  userId: string,
  now: Date,
  options: { secondFactorChecked?: boolean } = {},
): Promise<void> {
  await freshSession(request);
  request.session.userId = userId;
  request.session.signedInAt = now.getTime();
  if (options.secondFactorChecked) request.session.secondFactorAt = now.getTime();
  await promisify((done) => request.session.save(done));
}

/**
 * After a right password or Google: signs in at once when the account has no second factor;
 * otherwise starts a half sign-in on a new session id and answers true (a factor is still owed).
 */
export async function startSignIn(
  request: Request,
  user: { id: string; secondFactors: readonly string[] },
  now: Date,
): Promise<boolean> {
  if (user.secondFactors.length === 0) {
    await startUserSession(request, user.id, now);
    return false;
  }
  await freshSession(request);
  request.session.pendingUserId = user.id;
  request.session.pendingSince = now.getTime();
  await promisify((done) => request.session.save(done));
  return true;
}

/** The account of a half sign-in still within its time, if any. */
export function pendingSignInOf(request: Request, now: Date): string | undefined {
  const { pendingUserId, pendingSince } = request.session ?? {};
  if (!pendingUserId || pendingSince === undefined) return undefined;
  return now.getTime() - pendingSince <= PENDING_SIGN_IN_MS ? pendingUserId : undefined;
}

/** Marks this session's second factor as checked now (enrolment, step-up); saved with the response. */
export function recordSecondFactorCheck(request: Request, now: Date): void {
  request.session.secondFactorAt = now.getTime();
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
