import {
  practiceSessionEventTypes,
  waitlistEventTypes,
} from '../../domain/practice-sessions/practice-session.events.js';
import { COPY_FROM_ROWS, copyNewRows } from '../../platform/projection-engine/copy-new-rows.js';
import { canonicalUuid } from '../../platform/projection-engine/fold-keys.js';
import { defineProjector, type ProjectionTarget } from '../../platform/projection-engine/projector.js';
import { type Change, changePlace, type PlaceEvent } from './place-changes.js';
import { sessionRegistrationFold } from './session-registration.fold.js';
import { sessionRegistrationTables } from './session-registration.tables.js';

/**
 * session_registration: one row per (session date, user) while the user is registered, waits on the
 * waitlist (their ticket; registered false) or an admin has recorded a status for them (a walk-in has
 * no registration). Inline: a member's schedule, fetched
 * right after a toggle, already shows it. A batch is folded in memory first, so it writes each key
 * once; a rebuild folds the whole log in memory (session-registration.fold.ts).
 */
export const sessionRegistrationProjector = defineProjector<PlaceEvent>({
  name: 'session_registration',
  // One version still: no event before the waitlist put anyone on one, so a replay gives every
  // earlier row unchanged; the later columns were added to the live table in place (the baseline
  // migration now makes it with them).
  versions: ["each member's place for a date: registered, waitlisted or removed, and their attendance"],
  eventTypes: [...practiceSessionEventTypes, ...waitlistEventTypes],
  inline: true,
  tables: sessionRegistrationTables,
  fold: sessionRegistrationFold,

  async apply(events, { db, table }) {
    const changes = new Map<string, Change>();
    for (const event of events) {
      const { sessionDate } = event.data;
      // Two spellings of a member's id meet in one row here, as they do in the table's uuid column.
      const userId = canonicalUuid(event.data.userId);
      const key = `${sessionDate}|${userId}`;
      const change = changes.get(key) ?? { sessionDate, userId };
      changePlace(change, event);
      changes.set(key, change);
    }
    if (changes.size === 0) return;
    const rows = [...changes.values()];
    const registrations = table('session_registration');
    if (rows.every((row) => row.status === undefined && row.waitlistTicket === undefined)) {
      await writeRegistrations(db, registrations, rows);
    } else {
      await mergeChanges(db, registrations, rows);
    }
  },
});

type Db = ProjectionTarget['db'];

/**
 * The usual batch, registrations and cancellations only. A large batch (a rebuild's) copies its
 * registrations in as new rows, unless one of them is stored already (see copyNewRows), and writes
 * its cancellations apart.
 */
async function writeRegistrations(db: Db, registrations: string, rows: readonly Change[]): Promise<void> {
  const registered = rows.filter((row) => row.registration?.registered);
  const cancelled = rows.filter((row) => !row.registration?.registered);
  if (registered.length < COPY_FROM_ROWS)
    return upsertRegistrations(db, registrations, registered, cancelled);
  if (cancelled.length > 0) await upsertRegistrations(db, registrations, [], cancelled);
  await copyNewRows(
    db,
    registrations,
    ['session_date', 'user_id', 'registered', 'registered_at'],
    registered.map((row) => [row.sessionDate, row.userId, true, row.registration?.registeredAt ?? null]),
    () => upsertRegistrations(db, registrations, registered, []),
  );
}

/**
 * Registrations and cancellations in one statement that reads no stored row: a registration is
 * upserted without touching the status; a cancellation deletes the row, or keeps it unregistered
 * where an admin recorded a status. Each key is in one of the three parts, and the delete and the
 * update exclude each other by the status they see.
 */
async function upsertRegistrations(
  db: Db,
  registrations: string,
  registered: readonly Change[],
  cancelled: readonly Change[],
): Promise<void> {
  await db.query(
    `WITH cancelled AS (
       SELECT * FROM unnest($4::date[], $5::uuid[]) AS c(session_date, user_id)
     ),
     emptied AS (
       DELETE FROM ${registrations} r USING cancelled c
       WHERE r.session_date = c.session_date AND r.user_id = c.user_id AND r.attendance_status IS NULL
     ),
     unregistered AS (
       UPDATE ${registrations} r SET registered = false, registered_at = NULL FROM cancelled c
       WHERE r.session_date = c.session_date AND r.user_id = c.user_id AND r.attendance_status IS NOT NULL
     )
     INSERT INTO ${registrations} (session_date, user_id, registered, registered_at)
     SELECT session_date, user_id, true, registered_at
     FROM unnest($1::date[], $2::uuid[], $3::timestamptz[]) AS n(session_date, user_id, registered_at)
     ON CONFLICT (session_date, user_id) DO UPDATE
     SET registered = true, registered_at = excluded.registered_at`,
    [
      registered.map((r) => r.sessionDate),
      registered.map((r) => r.userId),
      registered.map((r) => r.registration?.registeredAt ?? null),
      cancelled.map((r) => r.sessionDate),
      cancelled.map((r) => r.userId),
    ],
  );
}

/**
 * Any batch (statuses set or cleared, removals, the waitlist): each changed row's new values are its
 * stored ones with the touched parts written over; rows left with no registration, status or place on
 * the waitlist are deleted, the others upserted. Writes to one session's rows are serialised by its stream (the
 * append waits for the previous writer's commit), so the stored values read here are the latest.
 */
async function mergeChanges(db: Db, registrations: string, rows: readonly Change[]): Promise<void> {
  const changed = `unnest($1::date[], $2::uuid[], $3::boolean[], $4::boolean[], $5::timestamptz[],
                          $6::boolean[], $7::text[], $8::boolean[], $9::int[])
                   AS c(session_date, user_id, registration_touched, registered, registered_at,
                        status_touched, status, waitlist_touched, waitlist_ticket)`;
  await db.query(
    `WITH merged AS (
       SELECT c.session_date, c.user_id,
              CASE WHEN c.registration_touched THEN c.registered ELSE coalesce(r.registered, false) END
                AS registered,
              CASE WHEN c.registration_touched THEN c.registered_at ELSE r.registered_at END AS registered_at,
              CASE WHEN c.status_touched THEN c.status ELSE r.attendance_status END AS attendance_status,
              CASE WHEN c.waitlist_touched THEN c.waitlist_ticket ELSE r.waitlist_ticket END AS waitlist_ticket
       FROM ${changed}
       -- One index probe per changed row (OFFSET 0 keeps it a nested loop): a hash join would scan
       -- the whole table for every batch, which makes a rebuild quadratic.
       LEFT JOIN LATERAL (
         SELECT registered, registered_at, attendance_status, waitlist_ticket FROM ${registrations} s
         WHERE s.session_date = c.session_date AND s.user_id = c.user_id OFFSET 0
       ) r ON true
     ),
     emptied AS (
       DELETE FROM ${registrations} r USING merged m
       WHERE r.session_date = m.session_date AND r.user_id = m.user_id
         AND NOT m.registered AND m.attendance_status IS NULL AND m.waitlist_ticket IS NULL
     )
     INSERT INTO ${registrations}
       (session_date, user_id, registered, registered_at, attendance_status, waitlist_ticket)
     SELECT session_date, user_id, registered, registered_at, attendance_status, waitlist_ticket FROM merged
     WHERE registered OR attendance_status IS NOT NULL OR waitlist_ticket IS NOT NULL
     ON CONFLICT (session_date, user_id) DO UPDATE
     SET registered = excluded.registered, registered_at = excluded.registered_at,
         attendance_status = excluded.attendance_status, waitlist_ticket = excluded.waitlist_ticket`,
    [
      rows.map((r) => r.sessionDate),
      rows.map((r) => r.userId),
      rows.map((r) => r.registration !== undefined),
      rows.map((r) => r.registration?.registered ?? false),
      rows.map((r) => r.registration?.registeredAt ?? null),
      rows.map((r) => r.status !== undefined),
      rows.map((r) => r.status ?? null),
      rows.map((r) => r.waitlistTicket !== undefined),
      rows.map((r) => r.waitlistTicket ?? null),
    ],
  );
}
