import type { ActivityStatus } from '@sadhana/rules/admin';
import type {
  AdminUserRow,
  DeletedFilter,
  MembershipKind,
  SortOrder,
  UserMembershipFilter,
  UserSort,
} from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { addDays, dayOfWeek } from '../../../platform/domain/eastern-time.js';
import { readMemberships } from '../../membership/index.js';
import { activityStatusOf, MAU_DAYS, WAU_DAYS } from '../activity/activity.queries.js';
import { matchesPrefix, prefixPattern, SORT_NAME, SqlParams } from '../shared/admin-sql.js';

type Db = DataSource | EntityManager;

export interface UsersFilter {
  q?: string;
  membership?: UserMembershipFilter;
  activity?: ActivityStatus;
  deleted: DeletedFilter;
  sort: UserSort;
  order: SortOrder;
  asOf: string;
}

/** `page` null: every user that matches (the unpaged users overview). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

const SORTS: Record<UserSort, string[]> = {
  name: [SORT_NAME, 'lower(u.email)'],
  email: ['lower(u.email)'],
  joined: ['u.created_at'],
  lastActive: ['m.last_active'],
};

/**
 * The Users tab: users matching the filters, in the asked order (ties by id, so pages are stable),
 * one page at a time with the total. Reads users (names, emails) and admin_member (the figures kept
 * by events); the page's attendance, schedule and memberships are read for its rows only.
 */
export async function usersPage(
  db: Db,
  filter: UsersFilter,
  page: PageRequest | null,
  { today, now }: { today: string; now: Date },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const params = new SqlParams();
  // The last active day as of the stats date: kept on the row for today; looked up for a past date.
  let lastActiveSql: string | undefined;
  const lastActive = () => {
    lastActiveSql ??=
      filter.asOf === today
        ? 'm.last_active'
        : `(SELECT max(a.active_date) FROM member_activity a
             WHERE a.user_id = u.id AND a.active_date <= ${params.add(filter.asOf)}::date)`;
    return lastActiveSql;
  };
  const from = `FROM users u LEFT JOIN admin_member m ON m.user_id = u.id
    WHERE ${whereClause(filter, params, today, lastActive)}`;
  // The count reads only the filters' parameters; the page's own come after them.
  const countValues = [...params.values];
  const todayParam = params.add(today);
  const order = filter.order === 'desc' ? 'DESC' : 'ASC';
  const sortBy = SORTS[filter.sort].map((column) => `${column} ${order} NULLS LAST`).join(', ');
  const limit = page ? `LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}` : '';
  const [found, counted] = await Promise.all([
    db.query(
      `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
              coalesce(m.auth_method, u.auth_provider) AS "authProvider", u.created_at AS "createdAt",
              u.last_login_at AS "lastLoginAt", u.deleted_at AS "deletedAt",
              to_char(m.last_active, 'YYYY-MM-DD') AS "lastActiveDate",
              to_char(${lastActive()}, 'YYYY-MM-DD') AS "lastActiveAsOf",
              (m.complimentary_from <= ${todayParam}::date AND m.complimentary_until >= ${todayParam}::date)
                AS complimentary
       ${from} ORDER BY ${sortBy}, u.id ${order} ${limit}`,
      params.values,
    ) as Promise<FoundRow[]>,
    page ? countUsers(db, from, countValues) : Promise.resolve(null),
  ]);
  const rows = await withFigures(db, found, filter.asOf, { today, now });
  return { rows, total: counted ?? rows.length };
}

interface FoundRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  authProvider: 'email' | 'google';
  createdAt: Date;
  lastLoginAt: Date | null;
  deletedAt: Date | null;
  lastActiveDate: string | null;
  lastActiveAsOf: string | null;
  complimentary: boolean | null;
}

async function countUsers(db: Db, from: string, values: unknown[]): Promise<number> {
  const [{ total }] = await db.query(`SELECT count(*)::int AS total ${from}`, values);
  return total;
}

function whereClause(
  filter: UsersFilter,
  params: SqlParams,
  today: string,
  lastActive: () => string,
): string {
  const conditions: string[] = [];
  if (filter.deleted === 'hide') conditions.push('u.deleted_at IS NULL');
  if (filter.deleted === 'only') conditions.push('u.deleted_at IS NOT NULL');
  if (filter.q?.trim()) {
    conditions.push(matchesPrefix(params.add(prefixPattern(filter.q))));
  }
  if (filter.membership) {
    const day = params.add(today);
    const complimentary = `(m.complimentary_from <= ${day}::date AND m.complimentary_until >= ${day}::date)`;
    const member = `(coalesce(m.paid_active, false) OR coalesce(${complimentary}, false))`;
    if (filter.membership === 'member') conditions.push(member);
    if (filter.membership === 'free') conditions.push(`NOT ${member}`);
    if (filter.membership === 'complimentary') conditions.push(`coalesce(${complimentary}, false)`);
  }
  if (filter.activity) {
    // Only the placeholders a condition uses are added: PostgreSQL cannot type an unused one.
    const day = lastActive();
    const date = (value: string) => `${params.add(value)}::date`;
    const weekAgo = addDays(filter.asOf, -WAU_DAYS);
    const monthAgo = addDays(filter.asOf, -MAU_DAYS);
    const condition: Record<ActivityStatus, () => string> = {
      DAU: () => `${day} = ${date(filter.asOf)}`,
      WAU: () => `${day} > ${date(weekAgo)} AND ${day} < ${date(filter.asOf)}`,
      MAU: () => `${day} > ${date(monthAgo)} AND ${day} <= ${date(weekAgo)}`,
      other: () => `(${day} IS NULL OR ${day} <= ${date(monthAgo)})`,
    };
    conditions.push(condition[filter.activity]());
  }
  return conditions.length > 0 ? conditions.join(' AND ') : 'true';
}

/** The page's attendance counts, this week's schedule and memberships, for its rows only. */
async function withFigures(
  db: Db,
  found: FoundRow[],
  asOf: string,
  { today, now }: { today: string; now: Date },
): Promise<AdminUserRow[]> {
  const ids = found.map((row) => row.id);
  const weekStart = addDays(today, -dayOfWeek(today));
  const [attendance, schedules, memberships] = await Promise.all([
    db.query(
      `SELECT user_id AS "userId",
              count(*) FILTER (WHERE sadhana_counts_as_attended(attendance_status,
                                 sadhana_session_started(session_date, $3)))::int AS attended
       FROM admin_roster WHERE user_id = ANY ($1::uuid[]) AND session_date <= $2::date GROUP BY user_id`,
      [ids, today, now],
    ) as Promise<{ userId: string; attended: number }[]>,
    db.query(
      `SELECT user_id AS "userId", array_agg(DISTINCT extract(dow FROM session_date)::int) AS days
       FROM admin_roster
       WHERE user_id = ANY ($1::uuid[]) AND registered AND session_date BETWEEN $2::date AND $3::date
       GROUP BY user_id`,
      [ids, weekStart, addDays(weekStart, 6)],
    ) as Promise<{ userId: string; days: number[] }[]>,
    readMemberships(db, ids),
  ]);
  const attendedBy = new Map(attendance.map((row) => [row.userId, row.attended]));
  const daysBy = new Map(schedules.map((row) => [row.userId, [...row.days].sort((a, b) => a - b)]));
  return found.map((row) => {
    const membership = memberships.get(row.id);
    // The membership read model is inline: it shows a payment the moment it lands.
    const kind: MembershipKind = membership?.membershipActive
      ? 'paid'
      : row.complimentary
        ? 'complimentary'
        : 'none';
    const activityStatus = activityStatusOf(row.lastActiveAsOf ?? undefined, asOf);
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      authProvider: row.authProvider,
      membershipActive: kind !== 'none',
      membershipStartDate: membership?.membershipStartDate?.toISOString() ?? null,
      membershipEndDate: membership?.membershipEndDate?.toISOString() ?? null,
      membershipKind: kind,
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      lastActiveDate: row.lastActiveDate,
      deletedAt: row.deletedAt?.toISOString() ?? null,
      attendanceCount: attendedBy.get(row.id) ?? 0,
      practiceSchedule: daysBy.get(row.id) ?? [],
      activityStatus,
      inactive: activityStatus === 'other',
    };
  });
}
