import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { spawnTs } from '../../../test/support/spawn-ts.js';
import { stopOrphan } from './embedded/postgres-process.js';
import { isAlive } from './embedded/running-server.js';
import { startPostgres } from './postgres-server.js';

describe('embedded PostgreSQL left by a process that ended', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sadhana-orphan-'));
  });

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) await killed(child, 'SIGTERM');
    child = undefined;
    // Whatever a failed test left running on the directory.
    if (existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))) await stopOrphan(serverPid(dataDir));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is taken over by the next start and stopped when that one stops', async () => {
    const starter = startChild(dataDir);
    await childStarted(starter);
    const orphan = serverPid(dataDir);
    await killed(starter, 'SIGKILL');
    expect(isAlive(orphan)).toBe(true); // PostgreSQL outlives its starter

    // The next start is a process of its own, as `npm start` is: nothing else keeps it alive meanwhile.
    child = startChild(dataDir);
    const url = await childStarted(child);
    const successor = serverPid(dataDir);
    expect(isAlive(orphan)).toBe(false);
    expect(await answers(url)).toBe(true);

    await killed(child, 'SIGTERM'); // a clean stop
    expect(isAlive(successor)).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 60_000);

  it('is reused, and left running, while the process that started it lives', async () => {
    child = startChild(dataDir);
    const childUrl = await childStarted(child);
    const owned = serverPid(dataDir);

    const server = await startPostgres({ dataDir });
    expect(server.url).toBe(childUrl);
    await server.stop();

    expect(isAlive(owned)).toBe(true);
    expect(await answers(childUrl)).toBe(true);
  }, 60_000);
});

function startChild(dataDir: string): ChildProcess {
  return spawnTs('test/children/postgres-child.ts', {
    env: { ...process.env, CHILD_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

function childStarted(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const url = /started (\S+)\n/.exec(seen)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before starting PostgreSQL`)));
  });
}

function serverPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function killed(process: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise<void>((resolve) => process.once('exit', () => resolve()));
  process.kill(signal);
  return exited;
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one === 1;
  } finally {
    await client.end();
  }
}
