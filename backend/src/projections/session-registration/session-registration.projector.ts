import type { EntityManager } from 'typeorm';
import {
  type PracticeSessionEvent,
  practiceSessionEventTypes,
} from '../../domain/practice-session/practice-session.events.js';
import type { RecordedEvent } from '../../event-store/event-store.port.js';
import type { Projector } from '../../projection-engine/projector.js';

type Row = { sessionDate: string; userId: string; registeredAt: string } | null;

/**
 * session_registration: one row per (session date, user) while registered. A batch is folded in
 * memory first, so a replay writes each key once per batch instead of once per event.
 */
export const sessionRegistrationProjector: Projector = {
  name: 'session_registration',
  version: 1,
  eventTypes: practiceSessionEventTypes,

  async apply(events: readonly RecordedEvent[], db: EntityManager): Promise<void> {
    const finalRows = new Map<string, Row>();
    for (const recorded of events) {
      const event = recorded as unknown as PracticeSessionEvent;
      const { sessionDate, userId } = event.data;
      const key = `${sessionDate}|${userId}`;
      switch (event.type) {
        case 'RegisteredForSession':
          finalRows.set(key, { sessionDate, userId, registeredAt: event.data.registeredAt });
          break;
        case 'RegistrationCancelled':
          finalRows.set(key, null);
          break;
      }
    }
    const removed = [...finalRows].filter(([, row]) => row === null).map(([key]) => key.split('|'));
    const present = [...finalRows.values()].filter((row): row is NonNullable<Row> => row !== null);
    if (removed.length > 0) {
      await db.query(
        `DELETE FROM session_registration r USING unnest($1::date[], $2::uuid[]) AS gone(session_date, user_id)
         WHERE r.session_date = gone.session_date AND r.user_id = gone.user_id`,
        [removed.map(([date]) => date), removed.map(([, user]) => user)],
      );
    }
    if (present.length > 0) {
      await db.query(
        `INSERT INTO session_registration (session_date, user_id, registered_at)
         SELECT * FROM unnest($1::date[], $2::uuid[], $3::timestamptz[])
         ON CONFLICT (session_date, user_id) DO UPDATE
           SET registered_at = excluded.registered_at, attendance_status = NULL`,
        [present.map((r) => r.sessionDate), present.map((r) => r.userId), present.map((r) => r.registeredAt)],
      );
    }
  },

  async reset(db: EntityManager): Promise<void> {
    // DELETE, not TRUNCATE: readers keep their snapshot while a rebuild runs.
    await db.query('DELETE FROM session_registration');
  },
};
