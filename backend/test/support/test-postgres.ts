import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { allEntities } from '../../src/all-entities.js';
import { createDataSource } from '../../src/platform/database/data-source.js';
import { type PostgresServer, startPostgres } from '../../src/platform/database/postgres-server.js';
import { withDatabase } from './database-url.js';

/**
 * One PostgreSQL for the whole test run: DATABASE_URL's server when given, otherwise an embedded one
 * in a temporary directory. A template database holds the migrated schema; each test file clones it.
 */
export async function startTestPostgres(): Promise<void> {
  const server = await startPostgres({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'sadhana-test-')),
  });
  const template = `sadhana_template_${process.pid}`;
  const admin = new Client({ connectionString: withDatabase(server.url, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const dataSource = createDataSource(withDatabase(server.url, template), { entities: allEntities });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();

  process.env.TEST_DATABASE_SERVER_URL = server.url;
  process.env.TEST_DATABASE_TEMPLATE = template;
  (globalThis as { __postgres__?: unknown }).__postgres__ = server;
}

export async function stopTestPostgres(): Promise<void> {
  const server = (globalThis as { __postgres__?: PostgresServer }).__postgres__;
  if (!server) return;
  if (process.env.DATABASE_URL) {
    const admin = new Client({ connectionString: withDatabase(server.url, 'postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${process.env.TEST_DATABASE_TEMPLATE} WITH (FORCE)`);
    await admin.end();
  }
  await server.stop();
}
