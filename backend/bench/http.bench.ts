import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { generate } from 'otplib';
import { createApp } from '../src/app.factory.js';
import { seedPractices } from '../src/modules/practice-sessions/practices/seed-practices.js';
import { type AppConfig, readAppConfig } from '../src/platform/config/app-config.js';
import { addDays, studioDate } from '../src/platform/domain/eastern-time.js';
import type { Runtime } from '../src/platform/runtime/runtime.js';
import { type StudioFigures, seedStudio } from './admin-studio.bench.js';
import type { startBenchDatabase } from './bench-database.js';
import type { SeededStudio } from './seed-admin-data.js';

type BenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>>;

export interface EndpointFigures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const CSRF = { 'X-Requested-With': 'sadhana' };

/**
 * The hot endpoints under load (autocannon, keep-alive connections, one signed-in member per
 * connection) against a static file served by the same server: the baseline of the ratios. The
 * admin reads run on a second app over the seeded studio, with a baseline of their own measured
 * just before them.
 */
export async function benchHttp(
  db: BenchDatabase,
  options: {
    seconds: number;
    connections: number;
    member?: boolean;
    admin?: boolean;
    adminMembers?: number;
    /** Seconds each call runs unmeasured first (default 1). */
    warmUpSeconds?: number;
  },
  whileServing: (url: string) => Promise<void> = async () => {},
): Promise<{ endpoints: EndpointFigures[]; studio?: StudioFigures }> {
  await seedPractices(db.dataSource.manager);
  const config = {
    ...readAppConfig({ NODE_ENV: 'production', PORT: '0' }),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'sadhana-bench-app-')),
    authRateLimit: { limit: 1_000_000, windowMs: 60_000 },
  };
  let served = await serve(db, config);
  try {
    const { url } = served;
    const cookies = await Promise.all(Array.from({ length: options.connections }, (_, i) => signUp(url, i)));
    // Three days ahead: inside the window and outside the 24-hour lock, whenever the bench runs.
    const date = addDays(studioDate(new Date()), 3);
    const run = (label: string, perConnection: (cookie: string) => autocannon.Request[]) =>
      measure(label, url, options, {
        setup: (client, index) => client.setRequests(perConnection(cookies[index])),
      });

    const endpoints = [await run(STATIC_BASELINE, () => [STATIC_FILE])];
    if (options.member ?? true) {
      endpoints.push(
        await run('POST /api/user-schedule (register, cancel)', (cookie) => {
          const headers = { cookie, ...CSRF, 'content-type': 'application/json' };
          return [
            {
              method: 'POST',
              path: '/api/user-schedule',
              headers,
              body: JSON.stringify({ attendanceDate: date, attending: true }),
            },
            {
              method: 'POST',
              path: '/api/user-schedule',
              headers,
              body: JSON.stringify({ attendanceDate: date, attending: false }),
            },
          ];
        }),
        await run('GET /api/user-schedule', (cookie) => [
          { method: 'GET', path: '/api/user-schedule', headers: { cookie } },
        ]),
        await run('GET /api/practices', () => [{ method: 'GET', path: '/api/practices' }]),
      );
    }
    let studio: StudioFigures | undefined;
    if (options.admin ?? true) {
      // The studio is seeded and its read models rebuilt while no app runs; then a fresh one serves it.
      await served.app.close();
      studio = await seedStudio(db, options.adminMembers ?? 5000, studioDate(new Date()));
      served = await serve(db, config);
      endpoints.push(...(await benchAdminReads(db, served.url, config, options, studio.seeded)));
    }
    await whileServing(served.url);
    return { endpoints, studio };
  } finally {
    await served.app.close();
  }
}

const STATIC_BASELINE = 'static file (baseline)';
export const SIGNED_IN_FLOOR = "signed-in floor (a member's session, admin guard: 403)";
const STATIC_FILE: autocannon.Request = { method: 'GET', path: '/favicon.svg' };

async function serve(db: BenchDatabase, config: AppConfig) {
  const runtime: Runtime = {
    config,
    databaseUrl: db.url,
    dataSource: db.dataSource,
    eventStore: db.eventStore,
    beginShutdown: () => {},
    close: async () => {},
  };
  const app = await createApp(runtime, { quiet: true });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/**
 * The calls the admin's screens make, one page at a time, over the seeded studio: none of them reads
 * the log. Their baseline is measured again just before them, on this app.
 */
async function benchAdminReads(
  db: BenchDatabase,
  url: string,
  config: { adminEmails: readonly string[] },
  options: { seconds: number; connections: number; warmUpSeconds?: number },
  seeded: SeededStudio,
): Promise<EndpointFigures[]> {
  const today = studioDate(new Date());
  const email = `bench-admin-${Date.now()}@example.com`;
  const cookie = await signUp(url, -1, email);
  (config.adminEmails as string[]).push(email);
  await db.dataSource.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
  await enrolAuthenticatorApp(url, cookie);
  const get = (path: string): Load => ({ requests: [{ method: 'GET', path, headers: { cookie } }] });
  const lastMonth = `from=${addDays(today, -29)}&to=${today}`;
  const regular = seeded.regularId;
  const calls = [
    '/api/admin/users-overview?page=1',
    '/api/admin/users-overview?page=1&q=seed%20member%2012',
    '/api/admin/users-overview?page=40&sort=lastActive&order=desc',
    '/api/admin/stats',
    '/api/admin/activity-trend?days=90',
    '/api/admin/roster',
    `/api/admin/attendance-history?page=1&${lastMonth}`,
    `/api/admin/user/${regular}/audit-trail?page=1`,
    `/api/admin/user/${regular}/summary`,
  ];
  // The signed-in floor: a call that reads nothing, a member's session refused by the admin guard
  // (403 by design): what any admin call costs before it reads a row, on this stack.
  const member = await signUp(url, -2);
  const figures = [
    await measure(`${STATIC_BASELINE}, admin app`, url, options, { requests: [STATIC_FILE] }),
    await measure(SIGNED_IN_FLOOR, url, options, {
      requests: [{ method: 'GET', path: '/api/admin/stats', headers: { cookie: member } }],
    }),
  ];
  for (const path of calls) {
    const label = `GET ${path.replace(regular, '{member}').replace(lastMonth, 'from=…&to=… (30 days)')}`;
    figures.push(await measure(label, url, options, get(path)));
  }
  return figures;
}

async function signUp(
  url: string,
  i: number,
  email = `bench-${i}-${Date.now()}@example.com`,
): Promise<string> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Member ${i}`,
      email,
      password: 'bench password',
    }),
  });
  if (!response.ok) throw new Error(`bench sign-up failed: ${response.status} ${await response.text()}`);
  return (response.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
}

/**
 * Turns an authenticator app on for the signed-in account (admin calls need a second factor), with
 * the code an app would show now for the secret the server answers; the session counts as checked.
 */
async function enrolAuthenticatorApp(url: string, cookie: string): Promise<void> {
  const headers = { ...CSRF, cookie, 'content-type': 'application/json' };
  const setup = await fetch(`${url}/api/auth/totp/setup`, { method: 'POST', headers });
  if (!setup.ok) throw new Error(`bench TOTP setup failed: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const confirmed = await fetch(`${url}/api/auth/totp/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code }),
  });
  if (!confirmed.ok)
    throw new Error(`bench TOTP confirm failed: ${confirmed.status} ${await confirmed.text()}`);
}

/**
 * What the connections send: the same requests on every one, fired from a worker thread of their own
 * (as clients on other machines would: in this thread, reading the answers took the server's time),
 * or each connection's own (a member's cookie each), set up in this thread.
 */
type Load =
  | { requests: autocannon.Request[] }
  | { setup: (client: { setRequests(requests: autocannon.Request[]): void }, index: number) => void };

/** Each call runs this long unmeasured first: its statements prepared on every pooled connection, its code compiled. */
const WARM_UP_SECONDS = 1;

/**
 * One call under load for `seconds`, after a warm-up of its own: measured cold, the first call after
 * a start paid for preparing each pooled connection's statements and for compiling its path, which
 * said more about its place in the list than about the call.
 */
async function measure(
  label: string,
  url: string,
  options: { seconds: number; connections: number; warmUpSeconds?: number },
  requests: Load,
): Promise<EndpointFigures> {
  const warmUp = options.warmUpSeconds ?? WARM_UP_SECONDS;
  if (warmUp > 0) await load(url, options.connections, warmUp, requests);
  const result = await load(url, options.connections, options.seconds, requests);
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function load(url: string, connections: number, seconds: number, requests: Load): Promise<autocannon.Result> {
  let next = 0;
  const how: autocannon.Options =
    'requests' in requests
      ? { url, connections, duration: seconds, requests: requests.requests, workers: 1 }
      : {
          url,
          connections,
          duration: seconds,
          setupClient: (client) =>
            requests.setup(client as unknown as { setRequests(r: autocannon.Request[]): void }, next++),
        };
  return new Promise((resolve, reject) => {
    autocannon(how, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
