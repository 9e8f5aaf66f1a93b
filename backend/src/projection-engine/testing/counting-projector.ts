import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../event-store/event-store.port.js';
import type { Projector } from '../projector.js';

/**
 * A projector that would show double application: it records each event id once (a repeat is
 * ignored) and adds the batch size to a running total (a repeat is counted). Equal numbers mean
 * every event was applied exactly once. A short sleep per batch keeps transactions open to be killed in.
 */
export function countingProjector(sleepMs = 0): Projector {
  return {
    name: 'counting',
    version: 1,
    eventTypes: ['Counted'],
    async apply(events: readonly RecordedEvent[], db: EntityManager) {
      await db.query(
        'INSERT INTO counting_applied (event_id) SELECT unnest($1::uuid[]) ON CONFLICT DO NOTHING',
        [events.map((e) => e.id)],
      );
      await db.query('UPDATE counting_total SET applied = applied + $1', [events.length]);
      if (sleepMs > 0) await db.query('SELECT pg_sleep($1)', [sleepMs / 1000]);
    },
    async reset(db: EntityManager) {
      await db.query('DELETE FROM counting_applied');
      await db.query('UPDATE counting_total SET applied = 0');
    },
  };
}

export const countingTablesSql = [
  'CREATE TABLE counting_applied (event_id uuid PRIMARY KEY)',
  'CREATE TABLE counting_total (applied bigint NOT NULL)',
  'INSERT INTO counting_total VALUES (0)',
];
