import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { StripeStandIn } from '../../backend/test/support/stripe-stand-in';
import { E2E_ADMIN_EMAIL, E2E_NEW_ADMIN_EMAIL } from './admin';

const ROOT = resolve(__dirname, '../..');
// The app as `npm start` serves it plus the clock the tests move (backend/test/e2e-server.ts), run from
// its TypeScript sources as the backend's own tests run them; the frontend is the production build.
const APP_ENTRY = join(ROOT, 'backend/test/e2e-server.ts');
const TS_REGISTER = join(ROOT, 'backend/test/support/ts-register.mjs');
const FRONTEND_BUILD = join(ROOT, 'frontend/dist/index.html');
const STARTUP_TIMEOUT_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl: string, app: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) {
      throw new Error(`The app exited with code ${app.exitCode} before it was healthy:\n${logs.join('')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The app did not answer ${baseUrl}/api/health within ${STARTUP_TIMEOUT_MS} ms:\n${logs.join('')}`,
  );
}

function stop(app: ChildProcess): Promise<void> {
  if (app.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const forceKill = setTimeout(() => app.kill('SIGKILL'), 15_000);
    app.once('exit', () => {
      clearTimeout(forceKill);
      done();
    });
    // SIGTERM lets the server stop its embedded PostgreSQL cleanly.
    app.kill('SIGTERM');
  });
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  if (!existsSync(FRONTEND_BUILD)) {
    throw new Error(`${FRONTEND_BUILD} does not exist: run \`npm run build\` first (npm run test:e2e does).`);
  }

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'sadhana-e2e-'));
  // localhost, not 127.0.0.1: WebAuthn refuses an IP address as the relying party (passkey tests).
  const baseUrl = `http://localhost:${port}`;
  const logs: string[] = [];
  // Stripe's API answered by a local stand-in, which delivers signed webhooks to the app as Stripe would.
  const stripe = new StripeStandIn();
  await stripe.start();
  stripe.webhookUrl = `${baseUrl}/api/stripe/webhook`;
  const app = spawn(process.execPath, ['--import', TS_REGISTER, APP_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: baseUrl,
      ...stripe.env(),
      // The admin of the admin dashboard tests (it still has to verify the address through the mail).
      ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_NEW_ADMIN_EMAIL}`,
      // With EVENTSTORE_URL (passed through above) the app's events go to that KurrentDB server, which
      // outlives the run and its fresh database: a namespace of the run's own keeps earlier runs' events out.
      ...(process.env.EVENTSTORE_URL && {
        EVENTSTORE_NAMESPACE: process.env.EVENTSTORE_NAMESPACE || `e2e${Date.now().toString(36)}.`,
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (chunk) => logs.push(String(chunk)));
  app.stderr?.on('data', (chunk) => logs.push(String(chunk)));

  try {
    await waitForHealth(baseUrl, app, logs);
  } catch (error) {
    await stop(app);
    await stripe.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_BASE_URL = baseUrl;
  // The server's DATA_DIR: the auth tests read mail from its outbox/ (no SMTP configured).
  process.env.E2E_DATA_DIR = dataDir;
  // The membership tests drive what Stripe does (a period ends) through the stand-in's test routes.
  process.env.E2E_STRIPE_URL = stripe.url;
  return async () => {
    await stop(app);
    // E2E_APP_LOG=<file> keeps the app's log of the run, to read after a failure.
    if (process.env.E2E_APP_LOG) await writeFile(process.env.E2E_APP_LOG, logs.join(''));
    await stripe.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
