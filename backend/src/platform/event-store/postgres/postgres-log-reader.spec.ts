import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { type RecordedEvent, START } from '../event-store.port.js';
import { UpcasterChain } from '../upcasters.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { PostgresLogReader } from './postgres-log-reader.js';

describe('the rebuild log reader', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const upcasters = new UpcasterChain([
    { type: 'Renamed', fromVersion: 1, upcast: (data) => ({ name: (data as { title: string }).title }) },
  ]);

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, upcasters });
  });

  afterAll(async () => {
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
    for await (const page of new PostgresLogReader(upcasters).pages(db.pool, {
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

  it('reads back every character COPY escapes, and data longer than one chunk of the stream', async () => {
    const odd = 'tab\there, line\nbreak, return\r, back\\slash \\N, "quotes", \b\f\v, é, 名前, 🧘';
    const events = [
      { id: randomUUID(), type: 'Odd\tType', data: { odd, nested: [odd, { odd }] }, metadata: { odd } },
      // Several chunks of COPY's stream, with multi-byte characters across their edges.
      { id: randomUUID(), type: 'Odd\tType', data: { long: '🧘é名'.repeat(40_000) } },
    ];
    await store.append(`stream\t${odd}`, events, 'no_stream');
    const expected = (await store.readAll({ after: START, limit: 100, types: ['Odd\tType'] })).events;
    const read: RecordedEvent[] = [];
    for await (const page of new PostgresLogReader(upcasters).pages(db.pool, {
      after: START,
      types: ['Odd\tType', "O'Brien"],
      pageSize: 10,
    })) {
      read.push(...page);
    }
    expect(read.map(plain)).toEqual(expected.map(plain));
    expect(read[0]).toMatchObject({ streamId: `stream\t${odd}`, data: { odd }, metadata: { odd } });
  });

  it('closes its connection when the caller stops before the last page, and the pool carries on', async () => {
    const pool = new Pool({ connectionString: db.url, max: 1 });
    try {
      for (let i = 0; i < 3; i++) {
        await store.append(`stop-${i}`, [{ id: randomUUID(), type: 'Stopped', data: { i } }], 'no_stream');
      }
      const seen: number[] = [];
      for await (const page of new PostgresLogReader(upcasters).pages(pool, {
        after: START,
        types: ['Stopped'],
        pageSize: 1,
      })) {
        seen.push((page[0].data as { i: number }).i);
        if (seen.length === 2) break;
      }
      expect(seen).toEqual([0, 1]);
      // The only connection was closed mid-COPY; the next query gets a new one.
      const { rows } = await pool.query('SELECT count(*)::int AS n FROM events WHERE type = $1', ['Stopped']);
      expect(rows).toEqual([{ n: 3 }]);
    } finally {
      await pool.end();
    }
  });

  it('reads the same events when each snapshot reads only a few pages, and holds none between them', async () => {
    const expected = (await store.readAll({ after: START, limit: 100, types: ['Renamed', 'Other'] })).events;
    const read: RecordedEvent[] = [];
    const reader = new PostgresLogReader(upcasters, 2);
    for await (const page of reader.pages(db.pool, {
      after: START,
      types: ['Renamed', 'Other'],
      pageSize: 3,
    })) {
      read.push(...page);
      // Between two snapshots' pages the connection holds no transaction (nothing keeps dead rows).
      const { rows } = await db.pool.query<{ open: number }>(
        `SELECT count(*)::int AS open FROM pg_stat_activity
         WHERE datname = current_database() AND backend_type = 'client backend'
           AND backend_xmin IS NOT NULL AND pid <> pg_backend_pid()`,
      );
      if (read.length % 6 === 0) expect(rows[0].open).toBe(0);
    }
    expect(read.map(plain)).toEqual(expected.map(plain));
  });
});
