import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startPostgres } from '../postgres-server.js';
import { serverUser } from './server-user.js';

// CI and the usual container run as root; there PostgreSQL runs as the `postgres` user.
const asRoot = process.getuid?.() === 0;

describe('embedded PostgreSQL with DATA_DIR inside a directory only its owner may enter', () => {
  const outer = mkdtempSync(path.join(os.tmpdir(), 'sadhana-private-')); // mode 0700, like /root
  const dataDir = path.join(outer, 'clone', '.data');
  let relocatedTo: string | undefined;

  afterAll(() => {
    rmSync(outer, { recursive: true, force: true });
    if (relocatedTo) rmSync(relocatedTo, { recursive: true, force: true });
  });

  it('starts, runs as a user that may run it, and keeps its data across a restart', async () => {
    expect(statSync(outer).mode & 0o777).toBe(0o700);
    mkdirSync(dataDir, { recursive: true });

    const first = await startPostgres({ dataDir });
    try {
      await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (1)');
      const link = path.join(dataDir, 'postgres');
      expect(lstatSync(link).isSymbolicLink()).toBe(asRoot);
      if (asRoot) relocatedTo = readlinkSync(link);
      const pid = Number(readFileSync(path.join(link, 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(processUid(pid)).toBe(serverUser()?.uid ?? process.getuid?.());
    } finally {
      await first.stop();
    }

    const second = await startPostgres({ dataDir });
    try {
      expect(await query(second.url, 'SELECT n FROM kept')).toEqual([{ n: 1 }]);
    } finally {
      await second.stop();
    }
  }, 60_000);
});

function processUid(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(sql);
    return Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows;
  } finally {
    await client.end();
  }
}
