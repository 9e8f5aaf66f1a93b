import { Client } from 'pg';
import type { PostgresServer } from '../database/postgres-server';
import { withDatabase } from './jest-global-setup';

export default async function globalTeardown(): Promise<void> {
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
