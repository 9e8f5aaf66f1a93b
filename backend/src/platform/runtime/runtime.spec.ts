import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allMigrations } from '../../../migrations/all-migrations.js';
import { readAppConfig } from '../config/app-config.js';
import { createLogger } from './logger.js';
import { startRuntime } from './runtime.js';

const quiet = createLogger('silent');

describe('runtime on embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sadhana-runtime-'));

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates and migrates the database on first start, and keeps everything across a restart', async () => {
    // Embedded, whatever DATABASE_URL says: this is the `npm start` path with nothing configured.
    const config = { ...readAppConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }), databaseUrl: undefined };
    const stream = `restart-${randomUUID()}`;

    const first = await startRuntime(config, { entities: [], logger: quiet });
    try {
      await first.eventStore.append(
        stream,
        [{ id: randomUUID(), type: 'Kept', data: { n: 1 } }],
        'no_stream',
      );
      const [{ migrated }] = await first.dataSource.query(
        "SELECT to_regclass('practices') IS NOT NULL AND to_regproc('sadhana_counts_as_attended') IS NOT NULL AS migrated",
      );
      expect(migrated).toBe(true);
    } finally {
      await first.close();
    }

    const second = await startRuntime(config, { entities: [], logger: quiet });
    try {
      const events = await second.eventStore.readStream(stream);
      expect(events.map((e) => e.data)).toEqual([{ n: 1 }]);
      const migrations = await second.dataSource.query('SELECT count(*)::int AS n FROM migrations');
      expect(migrations[0].n).toBe(allMigrations.length);
    } finally {
      await second.close();
    }
  }, 120_000);
});
