import {
  type PracticeSessionEvent,
  practiceSessionEventTypes,
} from '../../domain/practice-session/practice-session.events.js';
import { defineProjector } from '../../projection-engine/projector.js';
import { type SessionRegistrationRow, sessionRegistrationTables } from './session-registration.tables.js';

/** A key's last event in a batch: registered (with its time) or cancelled (null). */
type Pending = Pick<SessionRegistrationRow, 'sessionDate' | 'userId'> & { registeredAt: string | null };

/**
 * session_registration: one row per (session date, user) while registered. Inline: a member's
 * schedule, fetched right after a toggle, already shows it. A batch is folded in memory first, so a
 * rebuild writes each key once per batch instead of once per event, in key order (the primary key's
 * pages are then filled one after another).
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
      finalRows.set(
        `${sessionDate}|${userId}`,
        event.type === 'RegisteredForSession'
          ? { sessionDate, userId, registeredAt: event.data.registeredAt }
          : { sessionDate, userId, registeredAt: null },
      );
    }
    const gone: { dates: string[]; users: string[] } = { dates: [], users: [] };
    const kept: { dates: string[]; users: string[]; at: string[] } = { dates: [], users: [], at: [] };
    for (const row of finalRows.values()) {
      if (row.registeredAt === null) {
        gone.dates.push(row.sessionDate);
        gone.users.push(row.userId);
      } else {
        kept.dates.push(row.sessionDate);
        kept.users.push(row.userId);
        kept.at.push(row.registeredAt);
      }
    }
    const registrations = table('session_registration');
    if (gone.dates.length > 0) {
      await db.query(
        `DELETE FROM ${registrations} r USING unnest($1::date[], $2::uuid[]) AS gone(session_date, user_id)
         WHERE r.session_date = gone.session_date AND r.user_id = gone.user_id`,
        [gone.dates, gone.users],
      );
    }
    if (kept.dates.length > 0) {
      await db.query(
        `INSERT INTO ${registrations} (session_date, user_id, registered_at)
         SELECT * FROM unnest($1::date[], $2::uuid[], $3::timestamptz[]) ORDER BY 1, 2
         ON CONFLICT (session_date, user_id) DO UPDATE
           SET registered_at = excluded.registered_at, attendance_status = NULL`,
        [kept.dates, kept.users, kept.at],
      );
    }
  },
});
