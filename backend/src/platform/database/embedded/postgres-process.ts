import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PostgresBinaries } from './postgres-binaries.js';
import { isAlive } from './running-server.js';
import type { ServerUser } from './server-user.js';

const STOP_TIMEOUT_MS = 60_000;

export interface Superuser {
  readonly name: string;
  readonly password: string;
}

/** Runs initdb on an empty cluster directory, as the server's user. */
export async function initCluster(
  binaries: PostgresBinaries,
  clusterDir: string,
  user: ServerUser | undefined,
  superuser: Superuser,
): Promise<void> {
  // Beside the cluster, where the server's user can read it; removed whatever initdb does.
  const passwordFile = path.join(path.dirname(clusterDir), `.initdb-password-${process.pid}`);
  writeFileSync(passwordFile, `${superuser.password}\n`, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  try {
    const initdb = run(binaries.initdb, clusterDir, user, [
      `--pgdata=${clusterDir}`,
      '--auth=password',
      `--username=${superuser.name}`,
      `--pwfile=${passwordFile}`,
      '--lc-messages=C',
    ]);
    const [code] = await exited(initdb.child);
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}): ${initdb.output()}`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** A server this process spawned: its child, so it is known to be ours while we live. */
export interface ServerProcess {
  readonly pid: number;
  stop(): Promise<void>;
}

export async function startServer(
  binaries: PostgresBinaries,
  clusterDir: string,
  user: ServerUser | undefined,
  port: number,
  onUnexpectedExit: (message: string) => void,
): Promise<ServerProcess> {
  // Not detached: Ctrl-C in a terminal reaches PostgreSQL with the app and stops both.
  const server = run(binaries.postgres, clusterDir, user, ['-D', clusterDir, '-p', String(port)]);
  const { child } = server;
  await new Promise<void>((resolve, reject) => {
    const onOutput = () => {
      if (server.output().includes('database system is ready to accept connections')) {
        child.stderr?.off('data', onOutput);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`PostgreSQL exited on start (exit code ${code}): ${server.output()}`));
    child.stderr?.on('data', onOutput);
    child.once('exit', onExit);
    child.once('error', reject);
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    // Exit code 0 is a clean shutdown: Ctrl-C reaches PostgreSQL before the app stops it.
    if (!stopping && code !== 0)
      onUnexpectedExit(`PostgreSQL exited (code ${code}, signal ${signal}): ${server.output()}`);
  });
  return {
    pid: child.pid ?? 0,
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exit = exited(child);
      child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
      // Past the timeout, immediate shutdown: a clean stop must not hang on a stuck server.
      const timeout = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await exit.finally(() => clearTimeout(timeout));
    },
  };
}

/** Stops a server this process did not spawn (an orphan of a killed start), and waits until it is gone. */
export async function stopOrphan(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL (pid ${pid}) did not stop within ${STOP_TIMEOUT_MS} ms`);
    await delay(50);
  }
}

function run(binary: string, clusterDir: string, user: ServerUser | undefined, args: string[]) {
  const child: ChildProcess = spawn(binary, args, {
    // A directory the server's user can enter (root's working directory may be out of its reach).
    cwd: path.dirname(clusterDir),
    ...(user && { uid: user.uid, gid: user.gid }),
    // English messages: readiness is read from the server's log.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Read for as long as it runs (a full pipe would block the server); the recent part explains failures.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<[number | null, NodeJS.Signals | null]> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve([code, signal]));
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
