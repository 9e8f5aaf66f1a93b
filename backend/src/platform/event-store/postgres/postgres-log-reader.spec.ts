import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { type RecordedEvent, START } from '../event-store.port.js';
import { UpcasterChain } from '../upcasters.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { PostgresLogReader } from './postgres-log-reader.js';

describe('the rebuild log reader', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let client: PoolClient;
  const upcasters = new UpcasterChain([
    { type: 'Renamed', fromVersion: 1, upcast: (data) => ({ name: (data as { title: string }).title }) },
  ]);

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, upcasters });
    client = await db.pool.connect();
  });

  afterAll(async () => {
    client.release();
    await store.close();
    await db.drop();
  });

  const plain = (e: RecordedEvent) => ({
    id: e.id,
    streamId: e.streamId,
    streamPosition: e.streamPosition,
    position: e.position,
    type: e.type,
    schemaVersion: e.schemaVersion,
    data: e.data,
    metadata: e.metadata,
    createdAt: e.createdAt,
  });

  it('reads the same events as the event store, in pages, in log order, upcast', async () => {
    for (let i = 0; i < 7; i++) {
      await store.append(
        `stream ${i} with spaces`,
        [
          { id: randomUUID(), type: 'Renamed', data: { title: `t${i}` }, metadata: { userId: 'u', i } },
          { id: randomUUID(), type: 'Other', data: { i } },
          { id: randomUUID(), type: 'Renamed', data: { name: `n${i}` }, schemaVersion: 2 },
        ],
        'no_stream',
      );
    }
    const expected = (await store.readAll({ after: START, limit: 100, types: ['Renamed'] })).events;
    const pages: RecordedEvent[][] = [];
    for await (const page of new PostgresLogReader(upcasters).pages(client, {
      after: expected[2].position,
      types: ['Renamed'],
      pageSize: 4,
    })) {
      pages.push(page);
    }
    expect(pages.map((p) => p.length)).toEqual([4, 4, 3]);
    expect(pages.flat().map(plain)).toEqual(expected.slice(3).map(plain));
    // Stored at version 1 and lifted by the upcaster, with its metadata and stream as stored.
    expect(plain(pages[0][1])).toMatchObject({
      data: { name: 't2' },
      schemaVersion: 2,
      metadata: { userId: 'u', i: 2 },
      streamId: 'stream 2 with spaces',
      streamPosition: 0n,
    });
  });

  it('reads the same events when each snapshot reads only a few pages, and holds none between them', async () => {
    const expected = (await store.readAll({ after: START, limit: 100, types: ['Renamed', 'Other'] })).events;
    const read: RecordedEvent[] = [];
    const reader = new PostgresLogReader(upcasters, 2);
    for await (const page of reader.pages(client, {
      after: START,
      types: ['Renamed', 'Other'],
      pageSize: 3,
    })) {
      read.push(...page);
      // Between two snapshots' pages the connection holds no transaction (nothing keeps dead rows).
      const { rows } = await db.pool.query<{ open: number }>(
        `SELECT count(*)::int AS open FROM pg_stat_activity
         WHERE datname = current_database() AND backend_xmin IS NOT NULL AND pid <> pg_backend_pid()`,
      );
      if (read.length % 6 === 0) expect(rows[0].open).toBe(0);
    }
    expect(read.map(plain)).toEqual(expected.map(plain));
  });
});
