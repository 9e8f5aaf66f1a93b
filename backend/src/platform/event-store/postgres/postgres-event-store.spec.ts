import { randomUUID } from 'node:crypto';
import { Client, type Pool, type PoolClient } from 'pg';
import { describeEventStoreContract } from '../../../../test/support/event-store-contract.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
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
  // global position early, so later writers commit first. Once committed, subscribers are told, as
  // the write path tells them.
  async appendSlowly(store, streamId, events, holdMs) {
    const pgStore = store as PostgresEventStore;
    const client = await (pools.get(pgStore) as Pool).connect();
    try {
      await client.query('BEGIN');
      const appended = await pgStore.appendWithin(client, streamId, events, 'any');
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      await client.query('COMMIT');
      pgStore.committed(appended.events);
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
      // Woken once, at the append: its own store's NOTIFY, which follows, does not wake it again.
      expect(reads).toBe(readsBefore + 1);
      // Each after its append committed, from the appending store: its tag, then the types.
      expect(new Set(payloads.map((p) => p.split(' ')[0])).size).toBe(1);
      expect(payloads.map((p) => p.split(' ')[1].split(',').sort().join(','))).toEqual([
        'Other',
        'Else,Other',
        'Wanted',
      ]);
    } finally {
      await subscription.stop();
      await store.close();
      await listener.end();
    }
  });
});

describe('PostgreSQL event store wake-ups', () => {
  it("wake another process's subscriber once an append in a transaction has committed, not before", async () => {
    const db = await createTestDatabase();
    databases.push(db);
    // Two stores on one database, as two app processes; polling far apart, so only a wake-up reads.
    const writer = new PostgresEventStore({
      pool: db.pool,
      connectionString: db.url,
      pollIntervalMs: 60_000,
    });
    const reader = new PostgresEventStore({
      pool: db.pool,
      connectionString: db.url,
      pollIntervalMs: 60_000,
    });
    const seenHere: string[] = [];
    const seenThere: string[] = [];
    const here = writer.subscribe({ after: START, types: ['Crossed'] }, async (events) => {
      seenHere.push(...events.map((e) => e.id));
    });
    const there = reader.subscribe({ after: START, types: ['Crossed'] }, async (events) => {
      seenThere.push(...events.map((e) => e.id));
    });
    const client = await db.pool.connect();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // both listening
      const id = randomUUID();
      await client.query('BEGIN');
      const appended = await writer.appendWithin(
        client,
        'crossed-1',
        [{ id, type: 'Crossed', data: {} }],
        'no_stream',
      );
      await client.query('COMMIT');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([seenHere, seenThere]).toEqual([[], []]);

      writer.committed(appended.events);
      const deadline = Date.now() + 5000;
      while (seenThere.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect([seenHere, seenThere]).toEqual([[id], [id]]);
    } finally {
      client.release();
      await Promise.all([here.stop(), there.stop()]);
      await Promise.all([writer.close(), reader.close()]);
    }
  });
});

describe('PostgreSQL event store settling', () => {
  /** A store, and a writer that began first (it holds a transaction id) and has not ended; rolled back after. */
  async function withOlderWriter(
    test: (store: PostgresEventStore, older: PoolClient) => Promise<void>,
  ): Promise<void> {
    const db = await createTestDatabase();
    databases.push(db);
    const store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, pollIntervalMs: 60_000 });
    const older = await db.pool.connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      await test(store, older);
    } finally {
      await older.query('ROLLBACK');
      older.release();
    }
  }

  it('shows an event committed behind an older open transaction once that transaction ends', async () => {
    await withOlderWriter(async (store, older) => {
      await store.append('settle-1', [{ id: randomUUID(), type: 'Settled', data: {} }], 'no_stream');
      expect((await store.readAll({ after: START, limit: 10 })).events).toEqual([]);

      const settled = store.untilSettled();
      let ended = false;
      void settled.then(() => (ended = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ended).toBe(false);
      await older.query('COMMIT');
      await settled;
      expect((await store.readAll({ after: START, limit: 10 })).events.map((e) => e.type)).toEqual([
        'Settled',
      ]);
    });
  });

  it('says so when a transaction open at the call outlasts the wait', async () => {
    await withOlderWriter(async (store) => {
      await expect(store.untilSettled(50)).rejects.toThrow(/not settled/);
    });
  });
});
