import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { NewEvent } from '../../src/platform/event-store/event-store.port.js';
import {
  type DomainEvent,
  defineFold,
  type Projector,
} from '../../src/platform/projection-engine/projector.js';

/**
 * A projector that would show double application: it records each event id once (a repeat is
 * ignored) and adds the batch size to a running total (a repeat is counted). Equal numbers mean
 * every event was applied exactly once. A short sleep per batch keeps transactions open to be killed in.
 * With `fold`, a rebuild folds it in memory: a double application shows there as a duplicate key.
 */
export function countingProjector(
  sleepMs = 0,
  options: { inline?: boolean; fold?: boolean } = {},
): Projector {
  return {
    name: 'counting',
    versions: ['each event id once, and the running total'],
    eventTypes: ['Counted'],
    inline: options.inline,
    tables: [
      {
        name: 'counting_applied',
        columns: 'event_id uuid PRIMARY KEY, position bigint NOT NULL, times integer NOT NULL DEFAULT 1',
      },
      { name: 'counting_total', columns: 'id integer PRIMARY KEY, applied bigint NOT NULL' },
    ],
    async apply(events, { db, table }) {
      await db.query(
        `INSERT INTO ${table('counting_applied')} (event_id, position)
         SELECT * FROM unnest($1::uuid[], $2::bigint[])
         ON CONFLICT (event_id) DO UPDATE SET times = ${table('counting_applied')}.times + 1`,
        [events.map((e) => e.id), events.map((e) => String(e.position.prepare))],
      );
      await db.query(
        `INSERT INTO ${table('counting_total')} AS t (id, applied) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET applied = t.applied + excluded.applied`,
        [events.length],
      );
      if (sleepMs > 0) await db.query('SELECT pg_sleep($1)', [sleepMs / 1000]);
    },
    // Folded, a rebuild copies each event's row in as it goes and keeps the running total in memory.
    fold: options.fold
      ? defineFold<DomainEvent, { total: number }>({
          appends: { counting_applied: ['event_id', 'position'] },
          initial: () => ({ total: 0 }),
          apply(state, event, appended) {
            appended.add('counting_applied', [event.id, String(event.position.prepare)]);
            state.total++;
          },
          size: () => 1,
          rows: (state) => [
            { table: 'counting_total', columns: ['id', 'applied'], rows: [[1, state.total]] },
          ],
        })
      : undefined,
  };
}

/** `n` new events of the type the counting projector reads. */
export function countedEvents(n: number): NewEvent[] {
  return Array.from({ length: n }, (_, i) => ({ id: randomUUID(), type: 'Counted', data: { i } }));
}

/** What the counting projector has recorded: distinct events and the running total (equal when applied once). */
export async function countingTotals(pool: Pool): Promise<{ rows: number; applied: number }> {
  const { rows } = await pool.query(
    `SELECT (SELECT count(*)::int FROM counting_applied) AS rows,
            coalesce((SELECT applied::int FROM counting_total), 0) AS applied`,
  );
  return rows[0];
}
