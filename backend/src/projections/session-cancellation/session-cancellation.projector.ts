import {
  type SessionCancellationEvent,
  sessionCancellationEventTypes,
} from '../../domain/practice-sessions/practice-session.events.js';
import { defineProjector } from '../../platform/projection-engine/projector.js';

/**
 * session_cancellation: one row per session date an admin cancelled, with the reason, while it stays
 * cancelled. Registrations keep their rows (session_registration), so the readers show a cancelled
 * date's registrants as "class cancelled" by joining this, and a restoration brings them back as
 * they were. Inline: the admin's and the members' next fetch already shows it.
 */
export const sessionCancellationProjector = defineProjector<SessionCancellationEvent>({
  name: 'session_cancellation',
  versions: ['the classes cancelled, and by whom'],
  eventTypes: sessionCancellationEventTypes,
  inline: true,
  tables: [
    {
      name: 'session_cancellation',
      columns: `session_date date PRIMARY KEY, reason text NOT NULL, cancelled_at timestamptz NOT NULL`,
    },
  ],

  async apply(events, { db, table }) {
    // Events of one date come in stream order, so the last one decides its row.
    for (const event of events) {
      if (event.type === 'SessionCancelled') {
        await db.query(
          `INSERT INTO ${table('session_cancellation')} (session_date, reason, cancelled_at) VALUES ($1, $2, $3)
           ON CONFLICT (session_date) DO UPDATE SET reason = excluded.reason, cancelled_at = excluded.cancelled_at`,
          [event.data.sessionDate, event.data.reason, event.data.at],
        );
      } else {
        await db.query(`DELETE FROM ${table('session_cancellation')} WHERE session_date = $1`, [
          event.data.sessionDate,
        ]);
      }
    }
  },
});
