import path from 'node:path';

/** Everything the app reads from its environment, read once at start. Optional settings have working defaults. */
export interface AppConfig {
  readonly port: number;
  readonly nodeEnv: 'production' | 'development' | 'test';
  readonly dataDir: string;
  /** External PostgreSQL; embedded PostgreSQL under dataDir when absent. */
  readonly databaseUrl?: string;
  /** KurrentDB event store; the PostgreSQL event store when absent. */
  readonly eventStoreUrl?: string;
  /** Prefix of this app's stream names and event types in a KurrentDB it shares with others. */
  readonly eventStoreNamespace?: string;
  /** Where the built frontend is served from. */
  readonly frontendDist: string;
  /** The public origin used in mails and redirects, never taken from a request's Host header. */
  readonly publicUrl: string;
  /** Admins: these addresses, once verified. Lower-cased. */
  readonly adminEmails: readonly string[];
  /** smtp(s)://user:pass@host:port; without it mail is written to `<dataDir>/outbox/` as .eml. */
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  /** Google sign-in; the Google buttons say "not configured" without a client id. */
  readonly google?: GoogleConfig;
  /** Signs the session cookie; generated once and kept in `<dataDir>/session-secret` when absent. */
  readonly sessionSecret?: string;
  /** Express `trust proxy`: hops, or false. Needed for Secure cookies and client IPs behind a proxy. */
  readonly trustProxy: boolean | number;
  /** Sign-out after this long without a request (rolling). */
  readonly sessionIdleTimeoutMs: number;
  /** Sign-out this long after sign-in, whatever the activity. */
  readonly sessionAbsoluteTimeoutMs: number;
  /** Stripe payments; without a secret key the payment calls answer 503 and the screens say so. */
  readonly stripe?: StripeConfig;
  /** The bearer token GET /metrics asks for; without it /metrics answers 404 to everyone. */
  readonly metricsToken?: string;
  /** The least severe lines the app writes (pino's levels); `info` writes one line per request. */
  readonly logLevel: LogLevel;
  /**
   * Requests per client IP and window on each of sign-in, sign-up, forgot and reset password; past
   * `limit` failures on one account, failures' replies wait longer and longer (see AuthRateLimiter for
   * the optional settings' defaults).
   */
  readonly authRateLimit: {
    readonly limit: number;
    readonly windowMs: number;
    /** How long a client's wrong password past its limit waits before its refusal; doubled with each, up to the max. */
    readonly failureDelayMs?: number;
    readonly maxFailureDelayMs?: number;
    /** Counters kept in all (attempt_counters rows); past it, the least recently hit go first. */
    readonly maxEntries?: number;
  };
}

export interface GoogleConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Overrides for tests against a local OAuth server; Google's endpoints when absent. */
  readonly authUrl?: string;
  readonly tokenUrl?: string;
  readonly userInfoUrl?: string;
}

export interface StripeConfig {
  readonly secretKey: string;
  /** Handed to the browser for Stripe.js. */
  readonly publishableKey: string;
  /** Verifies the Stripe-Signature of POST /api/stripe/webhook; every webhook is refused without it. */
  readonly webhookSecret?: string;
  /** The $150/month recurring price. */
  readonly priceId?: string;
  /** Where the SDK sends its calls instead of https://api.stripe.com (a local stand-in in tests). */
  readonly apiBase?: URL;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, else `fallback`. */
export function readLogLevel(env: NodeJS.ProcessEnv = process.env, fallback: LogLevel = 'info'): LogLevel {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (!level) return fallback;
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${env.LOG_LEVEL}`);
  return level as LogLevel;
}

export const DEFAULT_ADMIN_EMAILS = ['namaskaram@sadhana-yoga.org', 'admin@sadhana-yoga.org'];

// backend/src/platform/config, or backend/dist/src/platform/config when compiled.
const repoRoot = path.resolve(
  import.meta.dirname,
  import.meta.dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../../..' : '../../../..',
);

export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  return {
    port,
    nodeEnv,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    eventStoreNamespace: env.EVENTSTORE_NAMESPACE || undefined,
    frontendDist: path.resolve(env.FRONTEND_DIST ?? path.join(repoRoot, 'frontend/dist')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmails: (env.ADMIN_EMAILS ? env.ADMIN_EMAILS.split(',') : DEFAULT_ADMIN_EMAILS)
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Sadhana <no-reply@sadhana-yoga.org>',
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
          authUrl: env.GOOGLE_AUTH_URL || undefined,
          tokenUrl: env.GOOGLE_TOKEN_URL || undefined,
          userInfoUrl: env.GOOGLE_USERINFO_URL || undefined,
        }
      : undefined,
    stripe: readStripeConfig(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    // Under test the app's own lines (a line per request) are not news: warnings and errors only.
    logLevel: readLogLevel(env, nodeEnv === 'test' ? 'warn' : 'info'),
    sessionSecret: env.SESSION_SECRET || undefined,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    sessionIdleTimeoutMs: positiveNumber(env, 'SESSION_IDLE_HOURS', 24 * 7) * 3_600_000,
    sessionAbsoluteTimeoutMs: positiveNumber(env, 'SESSION_ABSOLUTE_DAYS', 30) * 86_400_000,
    authRateLimit: {
      // Tests (and the e2e server) sign many people up from one address; the limit tests set their own.
      limit: positiveNumber(env, 'AUTH_RATE_LIMIT', nodeEnv === 'test' ? 10_000 : 10),
      windowMs: positiveNumber(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000,
    },
  };
}

function readStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  let apiBase: URL | undefined;
  if (env.STRIPE_API_BASE) {
    apiBase = new URL(env.STRIPE_API_BASE);
    if (apiBase.protocol !== 'http:' && apiBase.protocol !== 'https:')
      throw new Error(`STRIPE_API_BASE must be an http(s) URL, not ${env.STRIPE_API_BASE}`);
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    priceId: env.STRIPE_PRICE_ID || undefined,
    apiBase,
  };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return value;
}

function readTrustProxy(raw: string | undefined): boolean | number {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY must be true, false or a hop count, not ${raw}`);
  return hops;
}

export const APP_CONFIG = Symbol('AppConfig');
