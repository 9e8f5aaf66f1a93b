import {
  practiceSessionEventTypes,
  sessionCancellationEventTypes,
} from '../../domain/practice-sessions/practice-session.events.js';
import { canonicalUuid } from '../../platform/projection-engine/fold-keys.js';
import { defineProjector, type ProjectionTarget } from '../../platform/projection-engine/projector.js';
import {
  applyRosterEvent,
  attendedOnceBegun,
  kept,
  keyOf,
  newRosterRow,
  type RosterEvent,
  type RosterRow,
  shownStatus,
  statusKey,
} from './roster-rows.js';
import { sessionRostersFold } from './session-rosters.fold.js';
import { sessionRostersTables } from './session-rosters.tables.js';

/**
 * admin_roster, admin_session_day and admin_roster_tally (see their tables), from the sessions'
 * events. Asynchronous. A batch loads the rows it touches, applies its events in order, writes the
 * rows back and the change of each date's and each person's counts. A rebuild folds it in memory
 * (session-rosters.fold.ts).
 */
export const sessionRostersProjector = defineProjector<RosterEvent>({
  name: 'session_rosters',
  versions: [
    "each date's roster and counts, and each person's rows",
    "a cancelled class's registrants read “class cancelled” (SessionCancelled, SessionRestored)",
    "admin_roster_tally, each person's rows that count as attended once begun",
  ],
  eventTypes: [...practiceSessionEventTypes, ...sessionCancellationEventTypes],
  tables: sessionRostersTables,
  fold: sessionRostersFold,

  async apply(events, target) {
    const keys = new Map<string, { sessionDate: string; userId: string }>();
    const cancelledDates = new Set<string>();
    for (const e of events) {
      if ('userId' in e.data) {
        const userId = canonicalUuid(e.data.userId);
        keys.set(keyOf(e.data.sessionDate, userId), { sessionDate: e.data.sessionDate, userId });
      } else cancelledDates.add(e.data.sessionDate);
    }
    const before = await loadRows(target, [...keys.values()], [...cancelledDates]);
    const rows = new Map([...before].map(([key, row]) => [key, { ...row }]));
    const rowOf = (sessionDate: string, anyUserId: string) => {
      const userId = canonicalUuid(anyUserId);
      const key = keyOf(sessionDate, userId);
      let row = rows.get(key);
      if (!row) {
        row = newRosterRow(sessionDate, userId);
        rows.set(key, row);
      }
      return row;
    };
    const rowsOfDate = (sessionDate: string) =>
      [...rows.values()].filter((row) => row.sessionDate === sessionDate);
    for (const event of events) applyRosterEvent(event, rowOf, rowsOfDate);
    await saveRows(target, [...rows.values()]);
    await saveCounts(target, before, rows);
    await saveTallies(target, before, rows);
  },
});

/** The stored rows of the batch's people, and every row of the dates whose class it cancels or restores. */
async function loadRows(
  { db, table }: ProjectionTarget,
  keys: { sessionDate: string; userId: string }[],
  wholeDates: string[],
): Promise<Map<string, RosterRow>> {
  const stored: RosterRow[] = await db.query(
    `SELECT to_char(r.session_date, 'YYYY-MM-DD') AS "sessionDate", r.user_id AS "userId", r.registered,
            r.registered_at AS "registeredAt", r.recorded_status AS status, r.class_cancelled AS "classCancelled"
     FROM ${table('admin_roster')} r
     JOIN unnest($1::date[], $2::uuid[]) AS k(session_date, user_id)
       ON r.session_date = k.session_date AND r.user_id = k.user_id
     UNION
     SELECT to_char(r.session_date, 'YYYY-MM-DD'), r.user_id, r.registered, r.registered_at, r.recorded_status,
            r.class_cancelled
     FROM ${table('admin_roster')} r WHERE r.session_date = ANY($3::date[])`,
    [keys.map((k) => k.sessionDate), keys.map((k) => k.userId), wholeDates],
  );
  return new Map(
    stored.map((row) => [
      keyOf(row.sessionDate, row.userId),
      { ...row, registeredAt: row.registeredAt && new Date(row.registeredAt).toISOString() },
    ]),
  );
}

async function saveRows({ db, table }: ProjectionTarget, rows: RosterRow[]): Promise<void> {
  const staying = rows.filter(kept);
  const gone = rows.filter((row) => !kept(row));
  await db.query(
    `WITH gone AS (
       DELETE FROM ${table('admin_roster')} r USING unnest($6::date[], $7::uuid[]) AS g(session_date, user_id)
       WHERE r.session_date = g.session_date AND r.user_id = g.user_id
     )
     INSERT INTO ${table('admin_roster')}
       (session_date, user_id, registered, registered_at, attendance_status, recorded_status, class_cancelled)
     SELECT * FROM unnest($1::date[], $2::uuid[], $3::boolean[], $4::timestamptz[], $5::text[], $8::text[],
                          $9::boolean[])
     ON CONFLICT (session_date, user_id) DO UPDATE SET registered = excluded.registered,
       registered_at = excluded.registered_at, attendance_status = excluded.attendance_status,
       recorded_status = excluded.recorded_status, class_cancelled = excluded.class_cancelled`,
    [
      staying.map((r) => r.sessionDate),
      staying.map((r) => r.userId),
      staying.map((r) => r.registered),
      staying.map((r) => r.registeredAt),
      staying.map(shownStatus),
      gone.map((r) => r.sessionDate),
      gone.map((r) => r.userId),
      staying.map((r) => r.status),
      staying.map((r) => r.classCancelled),
    ],
  );
}

/**
 * How a count kept per key moves over a batch: each row counted under a key (`keyOf`, undefined: not
 * counted) before the batch takes one away, each after it adds one. A row of each key that moved is
 * given with its change; a key that ends where it began is left out.
 */
function netChanges(
  before: Map<string, RosterRow>,
  after: Map<string, RosterRow>,
  keyOf: (row: RosterRow) => string | undefined,
): { row: RosterRow; change: number }[] {
  const changes = new Map<string, { row: RosterRow; change: number }>();
  const count = (row: RosterRow, change: number) => {
    const key = keyOf(row);
    if (key === undefined) return;
    const entry = changes.get(key) ?? { row, change: 0 };
    entry.change += change;
    changes.set(key, entry);
  };
  for (const row of before.values()) count(row, -1);
  for (const row of after.values()) count(row, 1);
  return [...changes.values()].filter((entry) => entry.change !== 0);
}

/** Each date's count moves by what its rows were before the batch and are after it. */
async function saveCounts(
  { db, table }: ProjectionTarget,
  before: Map<string, RosterRow>,
  after: Map<string, RosterRow>,
): Promise<void> {
  const moved = netChanges(before, after, (row) =>
    kept(row) ? `${row.sessionDate}|${statusKey(row)}` : undefined,
  );
  if (moved.length === 0) return;
  await db.query(
    `INSERT INTO ${table('admin_session_day')} AS d (session_date, status_key, people)
     SELECT * FROM unnest($1::date[], $2::text[], $3::int[])
     ON CONFLICT (session_date, status_key) DO UPDATE SET people = d.people + excluded.people`,
    [moved.map((c) => c.row.sessionDate), moved.map((c) => statusKey(c.row)), moved.map((c) => c.change)],
  );
}

/** Each person's tally moves by how many of their rows counted as attended once begun, before and after. */
async function saveTallies(
  { db, table }: ProjectionTarget,
  before: Map<string, RosterRow>,
  after: Map<string, RosterRow>,
): Promise<void> {
  const moved = netChanges(before, after, (row) => (attendedOnceBegun(row) ? row.userId : undefined));
  if (moved.length === 0) return;
  await db.query(
    `INSERT INTO ${table('admin_roster_tally')} AS t (user_id, attended_once_begun)
     SELECT * FROM unnest($1::uuid[], $2::int[])
     ON CONFLICT (user_id) DO UPDATE SET attended_once_begun = t.attended_once_begun + excluded.attended_once_begun`,
    [moved.map((c) => c.row.userId), moved.map((c) => c.change)],
  );
}
