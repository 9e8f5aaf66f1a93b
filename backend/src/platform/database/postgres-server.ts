import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { clusterDir } from './embedded/cluster-dir.js';
import { postgresBinaries } from './embedded/postgres-binaries.js';
import { initCluster, startServer, stopOrphan } from './embedded/postgres-process.js';
import { forgetOwner, recordOwner, runningServer } from './embedded/running-server.js';
import { serverUser } from './embedded/server-user.js';

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
 * data lives in `<dataDir>/postgres` and is kept between runs. A server of ours already running on
 * that directory is reused, not started twice, while the process that started it lives (a replay
 * next to a running app); one whose starter died (kill -9) is taken over: stopped and started
 * afresh as this process's own, so that stopping this process stops it.
 */
export async function startPostgres(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: (message: string) => void;
}): Promise<PostgresServer> {
  if (options.databaseUrl) return { url: options.databaseUrl, stop: async () => {} };

  const log = options.log ?? (() => {});
  const user = serverUser();
  const cluster = clusterDir(options.dataDir, user);
  const ownerFile = path.join(options.dataDir, 'postgres.owner');
  const running = runningServer(cluster.dir, ownerFile);
  if (running?.owned) return { url: urlFor(running.port), stop: async () => {} };
  if (running) {
    log(
      `taking over PostgreSQL (pid ${running.pid}) left running by a process that ended without stopping it`,
    );
    await stopOrphan(running.pid);
  }
  if (cluster.relocated) {
    log(
      `PostgreSQL runs as "${user?.name}", which cannot reach ${options.dataDir}: its data is in ${cluster.dir}`,
    );
  }

  const binaries = await postgresBinaries(user);
  if (!existsSync(path.join(cluster.dir, 'PG_VERSION'))) {
    await initCluster(binaries, cluster.dir, user, { name: USER, password: PASSWORD });
  }
  const port = await freePort();
  recordOwner(ownerFile);
  const server = await startServer(binaries, cluster.dir, user, port, log);
  try {
    await ensureDatabase(port);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: urlFor(port),
    stop: async () => {
      await server.stop();
      forgetOwner(ownerFile);
    },
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
