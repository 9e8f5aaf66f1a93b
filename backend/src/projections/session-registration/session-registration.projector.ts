import {
  type PracticeSessionEvent,
  practiceSessionEventTypes,
} from '../../domain/practice-session/practice-session.events.js';
import { defineProjector } from '../../projection-engine/projector.js';
import { type SessionRegistrationRow, sessionRegistrationTables } from './session-registration.tables.js';

type Pending = Omit<SessionRegistrationRow, 'attendanceStatus'> | null;

/**
 * session_registration: one row per (session date, user) while registered. Inline: a member's
 * schedule, fetched right after a toggle, already shows it. A batch is folded in memory first, so a
 * rebuild writes each key once per batch instead of once per event.
 */
export const sessionRegistrationProjector = defineProjector<PracticeSessionEvent>({
  name: 'session_registration',
  version: 1,
  eventTypes: practiceSessionEventTypes,
  inline: true,
  tables: sessionRegistrationTables,

  async apply(events, { db, table }) {
    const finalRows = new Map<string, Pending>();
    for (const event of events) {
      const { sessionDate, userId } = event.data;
      const key = `${sessionDate}|${userId}`;
      if (event.type === 'RegisteredForSession') {
        finalRows.set(key, { sessionDate, userId, registeredAt: event.data.registeredAt });
      } else {
        finalRows.set(key, null);
      }
    }
    const removed = [...finalRows].filter(([, row]) => row === null).map(([key]) => key.split('|'));
    const present = [...finalRows.values()].filter((row): row is NonNullable<Pending> => row !== null);
    const registrations = table('session_registration');
    if (removed.length > 0) {
      await db.query(
        `DELETE FROM ${registrations} r USING unnest($1::date[], $2::uuid[]) AS gone(session_date, user_id)
         WHERE r.session_date = gone.session_date AND r.user_id = gone.user_id`,
        [removed.map(([date]) => date), removed.map(([, user]) => user)],
      );
    }
    if (present.length > 0) {
      await db.query(
        `INSERT INTO ${registrations} (session_date, user_id, registered_at)
         SELECT * FROM unnest($1::date[], $2::uuid[], $3::timestamptz[])
         ON CONFLICT (session_date, user_id) DO UPDATE
           SET registered_at = excluded.registered_at, attendance_status = NULL`,
        [present.map((r) => r.sessionDate), present.map((r) => r.userId), present.map((r) => r.registeredAt)],
      );
    }
  },
});
