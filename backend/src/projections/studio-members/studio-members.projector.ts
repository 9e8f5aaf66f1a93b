import { memberEventTypes } from '../../domain/accounts/member.events.js';
import { membershipEventTypes } from '../../domain/membership/membership.events.js';
import { canonicalUuid } from '../../platform/projection-engine/fold-keys.js';
import { defineProjector, type ProjectionTarget } from '../../platform/projection-engine/projector.js';
import { FigureChanges, type MemberFacts } from './member-coverage.js';
import { fromDay, toDay } from './studio-days.js';
import {
  ADMIN_MEMBER_COLUMNS,
  applyEvent,
  HANDLED,
  type MemberRow,
  memberRowValues,
  newMemberRow,
  type StudioEvent,
  TallyChanges,
} from './studio-member-rows.js';
import { studioMembersFold } from './studio-members.fold.js';
import { studioMembersTables } from './studio-members.tables.js';

/**
 * admin_member and studio_day (see their tables). Asynchronous: the admin's screens read them a
 * moment after the events. A batch loads the rows of the members it touches, applies each event in
 * log order to their facts, and writes the rows back and the summed changes per day in two statements.
 * A member's id is taken in the form the table stores it, so two spellings of it meet in one row. A
 * rebuild folds it in memory (studio-members.fold.ts).
 */
export const studioMembersProjector = defineProjector<StudioEvent>({
  name: 'studio_members',
  versions: [
    "each member's row of the users list, and the studio's members day by day",
    'complimentary memberships count as memberships; days whose changes cancel out are not kept',
    "admin_member_tally; admin_member's last-active indexes fit the users list's order; studio_day's figures carried by an index",
    'a paused membership counts as none on its days; the users list shows and filters the latest pause',
  ],
  eventTypes: [...memberEventTypes, ...membershipEventTypes].filter((t) =>
    (HANDLED as readonly string[]).includes(t),
  ) as StudioEvent['type'][],
  tables: studioMembersTables,
  fold: studioMembersFold,

  async apply(events, target) {
    const ids = events.map((e) => canonicalUuid(e.data.userId));
    const rows = await loadRows(target, [...new Set(ids)]);
    const tally = new TallyChanges();
    for (const row of rows.values()) tally.count(row, -1);
    const changes = new FigureChanges();
    for (const [i, event] of events.entries()) applyEvent(rows.get(ids[i]) as MemberRow, event, changes);
    for (const row of rows.values()) tally.count(row, 1);
    await saveRows(target, [...rows.values()]);
    await saveChanges(target, changes);
    await saveTally(target, tally);
  },
});

interface StoredRow {
  user_id: string;
  joined_at: Date | null;
  auth_method: string | null;
  joined_on: string | null;
  deleted_at: Date | null;
  deleted_on: string | null;
  last_active: string | null;
  active_days: number;
  periods: { id: string; start: number; end: number | null }[];
  paid_active: boolean;
  complimentary_from: string | null;
  complimentary_until: string | null;
  pauses: MemberFacts['pauses'];
  paused_from: string | null;
  paused_until: string | null;
}

async function loadRows({ db, table }: ProjectionTarget, userIds: string[]): Promise<Map<string, MemberRow>> {
  const stored: StoredRow[] = await db.query(
    `SELECT user_id, joined_at, auth_method, to_char(joined_on, 'YYYY-MM-DD') AS joined_on, deleted_at,
            to_char(deleted_on, 'YYYY-MM-DD') AS deleted_on, to_char(last_active, 'YYYY-MM-DD') AS last_active,
            active_days, periods, paid_active, to_char(complimentary_from, 'YYYY-MM-DD') AS complimentary_from,
            to_char(complimentary_until, 'YYYY-MM-DD') AS complimentary_until, pauses,
            to_char(paused_from, 'YYYY-MM-DD') AS paused_from, to_char(paused_until, 'YYYY-MM-DD') AS paused_until
     FROM ${table('admin_member')} WHERE user_id = ANY ($1::uuid[])`,
    [userIds],
  );
  const rows = new Map<string, MemberRow>();
  for (const userId of userIds) rows.set(userId, newMemberRow(userId));
  for (const row of stored) {
    rows.set(row.user_id, {
      userId: row.user_id,
      joinedAt: row.joined_at?.toISOString() ?? null,
      authMethod: row.auth_method,
      deletedAt: row.deleted_at?.toISOString() ?? null,
      paidActive: row.paid_active,
      complimentaryFrom: row.complimentary_from,
      complimentaryUntil: row.complimentary_until,
      pausedFrom: row.paused_from,
      pausedUntil: row.paused_until,
      facts: {
        joinedOn: row.joined_on === null ? null : toDay(row.joined_on),
        deletedOn: row.deleted_on === null ? null : toDay(row.deleted_on),
        lastActive: row.last_active === null ? null : toDay(row.last_active),
        activeDays: row.active_days,
        periods: row.periods,
        pauses: row.pauses,
      },
    });
  }
  return rows;
}

async function saveRows({ db, table }: ProjectionTarget, rows: MemberRow[]): Promise<void> {
  const values = rows.map(memberRowValues);
  const column = (i: number) => values.map((row) => row[i]);
  await db.query(
    `INSERT INTO ${table('admin_member')} (user_id, joined_at, auth_method, joined_on, deleted_at, deleted_on,
       last_active, active_days, periods, paid_active, complimentary_from, complimentary_until, pauses,
       paused_from, paused_until)
     SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::date[], $5::timestamptz[], $6::date[],
       $7::date[], $8::int[], $9::jsonb[], $10::boolean[], $11::date[], $12::date[], $13::jsonb[], $14::date[],
       $15::date[])
     ON CONFLICT (user_id) DO UPDATE SET joined_at = excluded.joined_at, auth_method = excluded.auth_method,
       joined_on = excluded.joined_on, deleted_at = excluded.deleted_at, deleted_on = excluded.deleted_on,
       last_active = excluded.last_active, active_days = excluded.active_days, periods = excluded.periods,
       paid_active = excluded.paid_active, complimentary_from = excluded.complimentary_from,
       complimentary_until = excluded.complimentary_until, pauses = excluded.pauses,
       paused_from = excluded.paused_from, paused_until = excluded.paused_until`,
    Array.from({ length: ADMIN_MEMBER_COLUMNS.length }, (_, i) => column(i)),
  );
}

async function saveChanges({ db, table }: ProjectionTarget, changes: FigureChanges): Promise<void> {
  const days = [...changes.byDay.entries()].filter(
    ([, c]) => c.dau || c.wau || c.mau || c.users || c.members,
  );
  if (days.length === 0) return;
  await db.query(
    `INSERT INTO ${table('studio_day')} AS s (day, dau, wau, mau, users, members)
     SELECT * FROM unnest($1::date[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[])
     ON CONFLICT (day) DO UPDATE SET dau = s.dau + excluded.dau, wau = s.wau + excluded.wau,
       mau = s.mau + excluded.mau, users = s.users + excluded.users, members = s.members + excluded.members`,
    [
      days.map(([day]) => fromDay(day)),
      days.map(([, c]) => c.dau),
      days.map(([, c]) => c.wau),
      days.map(([, c]) => c.mau),
      days.map(([, c]) => c.users),
      days.map(([, c]) => c.members),
    ],
  );
  // A day whose changes have come to cancel out says nothing: it goes, as a rebuild never writes it.
  await db.query(
    `DELETE FROM ${table('studio_day')}
     WHERE day = ANY ($1::date[]) AND dau = 0 AND wau = 0 AND mau = 0 AND users = 0 AND members = 0`,
    [days.map(([day]) => fromDay(day))],
  );
}

async function saveTally({ db, table }: ProjectionTarget, tally: TallyChanges): Promise<void> {
  const moved = [...tally.byKind.values()].filter((kind) => kind.change !== 0);
  if (moved.length === 0) return;
  const columns = [
    moved.map((k) => k.deleted),
    moved.map((k) => k.paid),
    moved.map((k) => k.lastActive),
    moved.map((k) => k.from),
    moved.map((k) => k.until),
    moved.map((k) => k.pausedFrom),
    moved.map((k) => k.pausedUntil),
  ];
  await db.query(
    `INSERT INTO ${table('admin_member_tally')} AS t
       (deleted, paid, last_active, complimentary_from, complimentary_until, paused_from, paused_until, members)
     SELECT * FROM unnest($1::boolean[], $2::boolean[], $3::date[], $4::date[], $5::date[], $6::date[], $7::date[],
       $8::int[])
     ON CONFLICT (deleted, paid, last_active, complimentary_from, complimentary_until, paused_from, paused_until)
       DO UPDATE SET members = t.members + excluded.members`,
    [...columns, moved.map((k) => k.change)],
  );
  // A kind nobody is of any more says nothing: it goes, as a rebuild never writes it.
  await db.query(
    `DELETE FROM ${table('admin_member_tally')} t
     USING unnest($1::boolean[], $2::boolean[], $3::date[], $4::date[], $5::date[], $6::date[], $7::date[])
       AS k(deleted, paid, last_active, complimentary_from, complimentary_until, paused_from, paused_until)
     WHERE t.members = 0 AND t.deleted = k.deleted AND t.paid = k.paid
       AND t.last_active IS NOT DISTINCT FROM k.last_active
       AND t.complimentary_from IS NOT DISTINCT FROM k.complimentary_from
       AND t.complimentary_until IS NOT DISTINCT FROM k.complimentary_until
       AND t.paused_from IS NOT DISTINCT FROM k.paused_from
       AND t.paused_until IS NOT DISTINCT FROM k.paused_until`,
    columns,
  );
}
