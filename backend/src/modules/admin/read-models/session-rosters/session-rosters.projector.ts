import { defineProjector, type ProjectionTarget } from '../../../../platform/projection-engine/projector.js';
import { practiceSessionEventTypes, type RegistrationEvent } from '../../../practice-sessions/index.js';
import { NO_STATUS_KEY, sessionRostersTables } from './session-rosters.tables.js';

interface RosterRow {
  sessionDate: string;
  userId: string;
  registered: boolean;
  registeredAt: string | null;
  status: string | null;
}

const keyOf = (sessionDate: string, userId: string) => `${sessionDate}|${userId}`;
const statusKey = (row: RosterRow) => row.status ?? NO_STATUS_KEY;
/** A row stays while its person is registered or has a status. */
const kept = (row: RosterRow) => row.registered || row.status !== null;

/**
 * admin_roster and admin_session_day (see their tables), from the sessions' events. Asynchronous. A
 * batch loads the rows it touches, applies its events in order, writes the rows back and the change
 * of each date's counts.
 */
export const sessionRostersProjector = defineProjector<RegistrationEvent>({
  name: 'session_rosters',
  version: 1,
  eventTypes: practiceSessionEventTypes,
  tables: sessionRostersTables,

  async apply(events, target) {
    const keys = new Map(events.map((e) => [keyOf(e.data.sessionDate, e.data.userId), e.data]));
    const before = await loadRows(target, [...keys.values()]);
    const rows = new Map([...before].map(([key, row]) => [key, { ...row }]));
    for (const event of events) {
      const { sessionDate, userId } = event.data;
      const key = keyOf(sessionDate, userId);
      const row = rows.get(key) ?? {
        sessionDate,
        userId,
        registered: false,
        registeredAt: null,
        status: null,
      };
      switch (event.type) {
        case 'RegisteredForSession':
          row.registered = true;
          row.registeredAt = event.data.registeredAt;
          break;
        case 'RegistrationCancelled':
          row.registered = false;
          row.registeredAt = null;
          break;
        case 'RegistrationRemovedByAdmin':
          row.registered = false;
          row.registeredAt = null;
          row.status = null;
          break;
        case 'AttendanceStatusSet':
          row.status = event.data.status;
          break;
        case 'AttendanceStatusCleared':
          row.status = null;
          break;
      }
      rows.set(key, row);
    }
    await saveRows(target, [...rows.values()]);
    await saveCounts(target, before, rows);
  },
});

async function loadRows(
  { db, table }: ProjectionTarget,
  keys: { sessionDate: string; userId: string }[],
): Promise<Map<string, RosterRow>> {
  const stored: RosterRow[] = await db.query(
    `SELECT to_char(r.session_date, 'YYYY-MM-DD') AS "sessionDate", r.user_id AS "userId", r.registered,
            r.registered_at AS "registeredAt", r.attendance_status AS status
     FROM ${table('admin_roster')} r
     JOIN unnest($1::date[], $2::uuid[]) AS k(session_date, user_id)
       ON r.session_date = k.session_date AND r.user_id = k.user_id`,
    [keys.map((k) => k.sessionDate), keys.map((k) => k.userId)],
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
     INSERT INTO ${table('admin_roster')} (session_date, user_id, registered, registered_at, attendance_status)
     SELECT * FROM unnest($1::date[], $2::uuid[], $3::boolean[], $4::timestamptz[], $5::text[])
     ON CONFLICT (session_date, user_id) DO UPDATE SET registered = excluded.registered,
       registered_at = excluded.registered_at, attendance_status = excluded.attendance_status`,
    [
      staying.map((r) => r.sessionDate),
      staying.map((r) => r.userId),
      staying.map((r) => r.registered),
      staying.map((r) => r.registeredAt),
      staying.map((r) => r.status),
      gone.map((r) => r.sessionDate),
      gone.map((r) => r.userId),
    ],
  );
}

/** Each date's count moves by what its rows were before the batch and are after it. */
async function saveCounts(
  { db, table }: ProjectionTarget,
  before: Map<string, RosterRow>,
  after: Map<string, RosterRow>,
): Promise<void> {
  const changes = new Map<string, { sessionDate: string; statusKey: string; change: number }>();
  const count = (row: RosterRow, change: number) => {
    if (!kept(row)) return;
    const key = `${row.sessionDate}|${statusKey(row)}`;
    const entry = changes.get(key) ?? { sessionDate: row.sessionDate, statusKey: statusKey(row), change: 0 };
    entry.change += change;
    changes.set(key, entry);
  };
  for (const row of before.values()) count(row, -1);
  for (const row of after.values()) count(row, 1);
  const moved = [...changes.values()].filter((c) => c.change !== 0);
  if (moved.length === 0) return;
  await db.query(
    `INSERT INTO ${table('admin_session_day')} AS d (session_date, status_key, people)
     SELECT * FROM unnest($1::date[], $2::text[], $3::int[])
     ON CONFLICT (session_date, status_key) DO UPDATE SET people = d.people + excluded.people`,
    [moved.map((c) => c.sessionDate), moved.map((c) => c.statusKey), moved.map((c) => c.change)],
  );
}
