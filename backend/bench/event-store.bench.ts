import { randomUUID } from 'node:crypto';
import { addDays } from '../src/platform/domain/eastern-time.js';
import type { startBenchDatabase } from './bench-database.js';
import { throughput } from './measure.js';
import { benchReplay } from './replay.bench.js';

type BenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>>;

export interface EventStoreFigures {
  /** Rates over all rounds, and each round's ratio (ours over raw). */
  appends: { eventStore: number; rawInsert: number; ratios: number[] };
  replay: { projector: number; rawCopy: number; ratios: number[] };
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
 * deduplicated, subscribers told) against the same number of plain single-row INSERTs of the same
 * rows (same stream ids and positions, same JSON) into a table of the same shape and indexes, both on
 * `concurrency` connections. Five rounds, each a fifth of the events on both sides in turn (the raw
 * side first in one round, second in the next), so neither runs alone on emptier tables, a colder
 * cache or during the other's autovacuum; the figure is the median of the five rounds' ratios, each
 * side's rate over its time in all rounds beside it.
 */
export async function benchEventStore(
  db: BenchDatabase,
  events: number,
  concurrency: number,
): Promise<EventStoreFigures> {
  // The raw table: same columns, defaults, identity and constraints as the event store's table.
  await db.pool.query('CREATE TABLE events_raw (LIKE events INCLUDING ALL)');
  // Each stream gets every 20000th event, so streams grow as a session's stream does.
  const streamOf = (i: number) => `practice-session-bench-${i % 20000}`;
  const rawInsert = async (i: number) => {
    const e = registration(i);
    await db.pool.query(
      `INSERT INTO events_raw (stream_id, stream_position, event_id, type, schema_version, data, metadata)
       VALUES ($1, $2, $3, $4, 1, $5, '{}')`,
      [streamOf(i), Math.floor(i / 20000), randomUUID(), e.type, JSON.stringify(e.data)],
    );
  };
  const versions = new Map<string, bigint>();
  const append = async (i: number) => {
    const e = registration(i);
    const stream = streamOf(i);
    const version = versions.get(stream);
    const result = await db.eventStore.append(stream, [{ id: randomUUID(), ...e }], version ?? 'no_stream');
    versions.set(stream, result.nextExpectedVersion);
  };

  const seconds = { raw: 0, ours: 0 };
  const ratios: number[] = [];
  const rounds = 5;
  for (let round = 0; round < rounds; round++) {
    const from = Math.floor((events * round) / rounds);
    const count = Math.floor((events * (round + 1)) / rounds) - from;
    const sides = round % 2 === 0 ? (['raw', 'ours'] as const) : (['ours', 'raw'] as const);
    const took = { raw: 0, ours: 0 };
    for (const side of sides) {
      const work = side === 'raw' ? rawInsert : append;
      took[side] = (await throughput(count, concurrency, (i) => work(from + i))).seconds;
      seconds[side] += took[side];
    }
    ratios.push(took.raw / took.ours);
  }

  const replay = await benchReplay(db);
  return {
    appends: { eventStore: events / seconds.ours, rawInsert: events / seconds.raw, ratios },
    replay: { projector: replay.projector, rawCopy: replay.rawCopy, ratios: replay.ratios },
    events: replay.events,
  };
}
