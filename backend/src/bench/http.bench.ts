import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createApp } from '../app.factory.js';
import { readAppConfig } from '../config/app-config.js';
import { addDays, studioDate } from '../domain/time/eastern-time.js';
import { seedPractices } from '../practices/seed-practices.js';
import type { Runtime } from '../runtime/runtime.js';
import type { startBenchDatabase } from './bench-database.js';

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
  options: { seconds: number; connections: number },
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

    const figures = [
      await run('static file (baseline)', () => [{ method: 'GET', path: '/favicon.svg' }]),
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
    ];
    await whileServing(url);
    return figures;
  } finally {
    await app.close();
  }
}

async function signUp(url: string, i: number): Promise<string> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Member ${i}`,
      email: `bench-${i}-${Date.now()}@example.com`,
      password: 'bench password',
    }),
  });
  if (!response.ok) throw new Error(`bench sign-up failed: ${response.status} ${await response.text()}`);
  return (response.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
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
