import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { allEntities } from '../../src/all-entities.js';
import { createDataSource } from '../../src/platform/database/data-source.js';
import { withDatabase } from './database-url.js';

export interface TestDatabase {
  readonly url: string;
  readonly pool: Pool;
  readonly dataSource: DataSource;
  drop(): Promise<void>;
}

/** A fresh database with the migrated schema, cloned from the run's template; real PostgreSQL, no mocks. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!serverUrl || !template) throw new Error('The jest global setup did not start PostgreSQL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = withDatabase(serverUrl, name);
  const pool = new Pool({ connectionString: url, max: 30 });
  // An idle client whose server connection ends (a killed child's database dropped at teardown) emits
  // 'error'; unheard, that would fail the run. It is noted, and the next query gets a new connection.
  pool.on('error', (error) => console.warn(`test database ${name}: idle connection lost: ${error.message}`));
  const dataSource = createDataSource(url, { entities: allEntities });
  await dataSource.initialize();
  return {
    url,
    pool,
    dataSource,
    drop: async () => {
      await dataSource.destroy();
      await pool.end();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(serverUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
