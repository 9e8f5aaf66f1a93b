import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { allEntities } from '../src/all-entities.js';
import { createDataSource } from '../src/platform/database/data-source.js';
import { startPostgres } from '../src/platform/database/postgres-server.js';
import { PostgresEventStore } from '../src/platform/event-store/postgres/postgres-event-store.js';

/** A throw-away embedded PostgreSQL with the app's schema, so figures never depend on earlier data. */
export async function startBenchDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sadhana-bench-'));
  const postgres = await startPostgres({ dataDir });
  // This machine's fsync costs ~1 ms a commit and would dominate both sides of every ratio; without
  // it the figures show what our code adds. Both sides run with the same setting.
  const admin = new Pool({ connectionString: postgres.url, max: 1 });
  await admin.query('ALTER DATABASE sadhana SET synchronous_commit = off');
  await admin.end();
  // The app's own pool size: each projector's runner holds one connection for its lock (nine of
  // them), so a pool of ten left the HTTP requests and the projection batches one connection.
  const dataSource: DataSource = createDataSource(postgres.url, { entities: allEntities });
  await dataSource.initialize();
  await dataSource.runMigrations();
  const pool = new Pool({ connectionString: postgres.url, max: 16 });
  const eventStore = new PostgresEventStore({ pool, connectionString: postgres.url });
  return {
    url: postgres.url,
    pool,
    dataSource,
    eventStore,
    async close() {
      await eventStore.close();
      await pool.end();
      await dataSource.destroy();
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
