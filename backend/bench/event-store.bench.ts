import { randomUUID } from 'node:crypto';
import { addDays } from '../src/platform/domain/eastern-time.js';
import type { startBenchDatabase } from './bench-database.js';
import { throughput } from './measure.js';
import { benchReplay } from './replay.bench.js';

type BenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>>;

export interface EventStoreFigures {
  appends: { eventStore: number; rawInsert: number };
  replay: { projector: number; rawCopy: number };
  events: number;
}

/** One registration event, as the app appends them; `i` spreads the session dates over a year. */
export const registration = (i: number) => {
  const sessionDate = addDays('2026-01-01', i % 365);
  return {
    type: 'RegisteredForSession',
    data: { sessionDate, userId: randomUUID(), registeredAt: new Date().toISOString() },
  };
};

/**
 * Appends: `events` single-event appends through the event store (expected version checked, id
 * deduplicated, NOTIFY sent) against the same number of plain single-row INSERTs into a table of the
 * same shape, both on `concurrency` connections. Replay: see benchReplay.
 */
export async function benchEventStore(
  db: BenchDatabase,
  events: number,
  concurrency: number,
): Promise<EventStoreFigures> {
  // The raw table: same columns, defaults, identity and constraints as the event store's table.
  await db.pool.query('CREATE TABLE events_raw (LIKE events INCLUDING ALL)');
  const rawInsert = await throughput(events, concurrency, async (i) => {
    const e = registration(i);
    await db.pool.query(
      `INSERT INTO events_raw (stream_id, stream_position, event_id, type, schema_version, data, metadata)
       VALUES ($1, $2, $3, $4, 1, $5, '{}')`,
      [`raw-${i % 20000}`, Math.floor(i / 20000), randomUUID(), e.type, JSON.stringify(e.data)],
    );
  });

  // Each stream gets every 20000th event, so streams grow as a session's stream does.
  const versions = new Map<string, bigint>();
  const eventStore = await throughput(events, concurrency, async (i) => {
    const e = registration(i);
    const stream = `practice-session-bench-${i % 20000}`;
    const version = versions.get(stream);
    const result = await db.eventStore.append(stream, [{ id: randomUUID(), ...e }], version ?? 'no_stream');
    versions.set(stream, result.nextExpectedVersion);
  });

  const replay = await benchReplay(db);
  return {
    appends: { eventStore: eventStore.perSecond, rawInsert: rawInsert.perSecond },
    replay: { projector: replay.projector, rawCopy: replay.rawCopy },
    events: replay.events,
  };
}
