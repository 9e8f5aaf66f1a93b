import type { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { describeEventStoreContract } from '../event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

const databases: TestDatabase[] = [];
const pools = new WeakMap<PostgresEventStore, Pool>();

afterAll(async () => {
  await Promise.all(databases.map((db) => db.drop()));
});

describeEventStoreContract('PostgreSQL', {
  typePrefix: '',
  async create() {
    const db = await createTestDatabase();
    databases.push(db);
    const store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, pollIntervalMs: 500 });
    pools.set(store, db.pool);
    return store;
  },
  // The real append path, inside a transaction held open before COMMIT: the transaction took its
  // global position early, so later writers commit first.
  async appendSlowly(store, streamId, events, holdMs) {
    const pgStore = store as PostgresEventStore;
    const client = await (pools.get(pgStore) as Pool).connect();
    try {
      await client.query('BEGIN');
      await pgStore.appendWithin(client, streamId, events, 'any');
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  },
});
