import type { SessionCapacitySet } from '../../domain/practice-sessions/practice-session.events.js';
import { defineProjector } from '../../platform/projection-engine/projector.js';

/**
 * session_capacity: one row per session date that has its own capacity (SessionCapacitySet with a
 * number); cleared (null: the practice's applies) deletes it. The admin's day roster reads it.
 * Inline: the roster refetched right after "Set capacity" already shows it.
 */
export const sessionCapacityProjector = defineProjector<SessionCapacitySet>({
  name: 'session_capacity',
  versions: ['the capacity set for a date'],
  eventTypes: ['SessionCapacitySet'],
  inline: true,
  tables: [{ name: 'session_capacity', columns: 'session_date date PRIMARY KEY, capacity integer NOT NULL' }],

  async apply(events, { db, table }) {
    // Events of one date come in stream order, so the last one decides its row.
    for (const { data } of events) {
      if (data.capacity === null) {
        await db.query(`DELETE FROM ${table('session_capacity')} WHERE session_date = $1`, [
          data.sessionDate,
        ]);
      } else {
        await db.query(
          `INSERT INTO ${table('session_capacity')} (session_date, capacity) VALUES ($1, $2)
           ON CONFLICT (session_date) DO UPDATE SET capacity = excluded.capacity`,
          [data.sessionDate, data.capacity],
        );
      }
    }
  },
});
