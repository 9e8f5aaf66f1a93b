import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { generate } from 'otplib';
import { createApp } from '../src/app.factory.js';
import { seedPractices } from '../src/modules/practice-sessions/practices/seed-practices.js';
import { readAppConfig } from '../src/platform/config/app-config.js';
import { addDays, studioDate } from '../src/platform/domain/eastern-time.js';
import { ProjectionProgress } from '../src/platform/projection-engine/projection-progress.js';
import type { Runtime } from '../src/platform/runtime/runtime.js';
import type { startBenchDatabase } from './bench-database.js';
import { seedAdminData } from './seed-admin-data.js';

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
 * connection) against a static file served by the same server: the baseline of the ratios.
 */
export async function benchHttp(
  db: BenchDatabase,
  options: { seconds: number; connections: number; member?: boolean; admin?: boolean; adminMembers?: number },
  whileServing: (url: string) => Promise<void> = async () => {},
) {
  await seedPractices(db.dataSource.manager);
  const config = {
    ...readAppConfig({ NODE_ENV: 'production', PORT: '0' }),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'sadhana-bench-app-')),
    authRateLimit: { limit: 1_000_000, windowMs: 60_000 },
  };
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
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const cookies = await Promise.all(Array.from({ length: options.connections }, (_, i) => signUp(url, i)));
    // Three days ahead: inside the window and outside the 24-hour lock, whenever the bench runs.
    const date = addDays(studioDate(new Date()), 3);
    const run = (label: string, perConnection: (cookie: string) => autocannon.Request[]) =>
      measure(label, url, options, (client, index) => client.setRequests(perConnection(cookies[index])));

    const figures = [await run('static file (baseline)', () => [{ method: 'GET', path: '/favicon.svg' }])];
    if (options.member ?? true) {
      figures.push(
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
    if (options.admin ?? true) figures.push(...(await benchAdminReads(db, app, url, config, options)));
    await whileServing(url);
    return figures;
  } finally {
    await app.close();
  }
}

/**
 * The admin reads over `adminMembers` members (default 5,000) and their ~300,000 events, seeded
 * after the member endpoints ran, once the projections have caught up: none of them reads the log.
 */
async function benchAdminReads(
  db: BenchDatabase,
  app: Awaited<ReturnType<typeof createApp>>,
  url: string,
  config: { adminEmails: readonly string[] },
  options: { seconds: number; connections: number; adminMembers?: number },
): Promise<EndpointFigures[]> {
  const today = studioDate(new Date());
  const seeded = await seedAdminData(db.dataSource, db.eventStore, {
    members: options.adminMembers ?? 5000,
    today,
  });
  // A projector's checkpoint moves with the events of its own types: wait for each on its last one.
  const progress = app.get(ProjectionProgress);
  const caughtUp =
    (await progress.waitFor(
      ['member_summary', 'studio_members'],
      seeded.lastMemberEvent.position,
      600_000,
    )) &&
    (await progress.waitFor(
      ['session_registration', 'admin_audit', 'session_rosters'],
      seeded.lastSessionEvent.position,
      600_000,
    ));
  if (!caughtUp) throw new Error('the projections did not catch up with the seeded events');
  process.stdout.write(`  (admin reads over ${seeded.events.toLocaleString('en-US')} seeded events)\n`);

  const email = `bench-admin-${Date.now()}@example.com`;
  const cookie = await signUp(url, -1, email);
  (config.adminEmails as string[]).push(email);
  await db.dataSource.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
  await enrolAuthenticatorApp(url, cookie);
  const get = (path: string) => (client: { setRequests(r: autocannon.Request[]): void }) =>
    client.setRequests([{ method: 'GET', path, headers: { cookie } }]);
  const last30Days = `from=${addDays(today, -29)}&to=${today}`;
  const calls = [
    // What the admin's screens call: one page at a time, from the tables shaped for them.
    '/api/admin/users-overview?page=1',
    '/api/admin/users-overview?page=1&q=seed%20member%2012',
    '/api/admin/users-overview?page=40&sort=lastActive&order=desc',
    '/api/admin/stats',
    '/api/admin/roster',
    `/api/admin/attendance-history?page=1&${last30Days}`,
    '/api/admin/activity-trend?days=90',
    // The unpaged calls kept for older clients: every user, every registration in one answer.
    '/api/admin/users-overview',
    '/api/admin/session-registrations',
  ];
  const figures: EndpointFigures[] = [];
  for (const path of calls) figures.push(await measure(`GET ${path}`, url, options, get(path)));
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

function measure(
  label: string,
  url: string,
  options: { seconds: number; connections: number },
  setup: (client: { setRequests(requests: autocannon.Request[]): void }, index: number) => void,
): Promise<EndpointFigures> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        setupClient: (client) =>
          setup(client as unknown as { setRequests(r: autocannon.Request[]): void }, next++),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          label,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
      },
    );
  });
}
