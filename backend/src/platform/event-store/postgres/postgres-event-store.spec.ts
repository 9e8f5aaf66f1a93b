import { randomUUID } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { describeEventStoreContract } from '../event-store.contract.js';
import { START } from '../event-store.port.js';
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

describe('PostgreSQL event store notifications', () => {
  it('name the appended types, and wake a subscriber only for its own', async () => {
    const db = await createTestDatabase();
    databases.push(db);
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', ({ payload }) => payloads.push(payload ?? ''));
    await listener.query('LISTEN sadhana_events');

    // Polling far apart: after its first read the subscriber reads again only when woken.
    const store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, pollIntervalMs: 60_000 });
    let reads = 0;
    const query = db.pool.query.bind(db.pool) as (...args: unknown[]) => unknown;
    (db.pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (String(args[0]).includes('WITH page AS')) reads++;
      return query(...args);
    };
    const received: string[] = [];
    const subscription = store.subscribe({ after: START, types: ['Wanted'] }, async (events) => {
      received.push(...events.map((e) => e.type));
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    try {
      await settle();
      const readsBefore = reads;
      await store.append('other-1', [{ id: randomUUID(), type: 'Other', data: {} }], 'no_stream');
      await store.append(
        'mixed-1',
        [
          { id: randomUUID(), type: 'Other', data: {} },
          { id: randomUUID(), type: 'Else', data: {} },
          { id: randomUUID(), type: 'Other', data: {} },
        ],
        'no_stream',
      );
      await settle();
      expect(reads).toBe(readsBefore);

      await store.append('wanted-1', [{ id: randomUUID(), type: 'Wanted', data: {} }], 'no_stream');
      await settle();
      expect(received).toEqual(['Wanted']);
      expect(reads).toBeGreaterThan(readsBefore);
      expect(payloads.map((p) => p.split(',').sort().join(','))).toEqual(['Other', 'Else,Other', 'Wanted']);
    } finally {
      await subscription.stop();
      await store.close();
      await listener.end();
    }
  });
});
