import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { rebuildProjection } from '../src/platform/projection-engine/rebuild-projection.js';
import { sessionRegistrationProjector } from '../src/projections/session-registration/session-registration.projector.js';
import type { startBenchDatabase } from './bench-database.js';
import { median } from './measure.js';

type BenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>>;

export interface ReplayFigures {
  /** Events per second rebuilding session_registration from the whole log (median of three). */
  readonly projector: number;
  /** Events per second streaming the same rows out with COPY (median of three). */
  readonly rawCopy: number;
  /** Each round's ratio, ours over raw. */
  readonly ratios: number[];
  readonly events: number;
}

/**
 * Replay against its baseline: rebuilding session_registration from every event (a new table
 * version, filled, indexed and switched to) against merely streaming the same rows out with COPY.
 * The log is vacuumed first, as autovacuum leaves a log older than a few minutes (the first reader
 * of brand-new rows would otherwise pay for setting their hint bits, whichever side that is). Each
 * side runs three times, alternating, and reports its median, so a moment of load elsewhere on the
 * machine or a cold JIT weighs on neither side alone.
 */
export async function benchReplay(db: BenchDatabase): Promise<ReplayFigures> {
  await db.pool.query('VACUUM (ANALYZE) events');
  const projector: number[] = [];
  const rawCopy: number[] = [];
  let events = 0;
  for (let round = 0; round < 3; round++) {
    const copied = await copyAll(db);
    rawCopy.push(copied.rows / copied.seconds);
    const started = performance.now();
    const rebuilt = await rebuildProjection(sessionRegistrationProjector, db.dataSource, db.eventStore);
    projector.push(rebuilt.events / ((performance.now() - started) / 1000));
    events = rebuilt.events;
  }
  const ratios = projector.map((rate, i) => rate / rawCopy[i]);
  return { projector: median(projector), rawCopy: median(rawCopy), ratios, events };
}

/** Streams every row of the log (or of these event types) out with COPY, as a reader would get them. */
export async function copyAll(
  db: BenchDatabase,
  types?: readonly string[],
): Promise<{ rows: number; seconds: number }> {
  const client = await db.pool.connect();
  const where = types ? `WHERE type IN (${types.map((t) => `'${t}'`).join(', ')})` : '';
  try {
    const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM events ${where}`)).rows;
    const started = performance.now();
    let bytes = 0;
    await pipeline(
      client.query(
        copyTo(
          `COPY (SELECT transaction_id, global_position, stream_id, stream_position, event_id, type, schema_version,
                  data, metadata, created_at FROM events ${where} ORDER BY transaction_id, global_position) TO STDOUT`,
        ),
      ),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback();
        },
      }),
    );
    if (bytes === 0) throw new Error('COPY returned nothing');
    return { rows: n, seconds: (performance.now() - started) / 1000 };
  } finally {
    client.release();
  }
}
