import type { ActivityStatus, AdminStats } from '@sadhana/rules/admin';
import {
  ADMIN_PAGE_SIZE,
  type AdminUserRow,
  type DeletedFilter,
  type SortOrder,
  type UserMembershipFilter,
  type UserSort,
} from '@sadhana/rules/admin-workspace';
import { registrationWindow, WINDOW_DAYS_AFTER } from '@sadhana/rules/registration';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../../platform/database/prepared-reads.js';
import { isoInstant, jsonItem, jsonItemsText } from '../../../platform/database/sql-json.js';
import { addDays } from '../../../platform/domain/eastern-time.js';
import { pausedUntilSql } from '../../../projections/membership/membership.queries.js';
import {
  STUDIO_SUMS_SQL,
  type StudioSums,
  statsFromSums,
} from '../../../projections/studio-members/studio-figures.queries.js';
import { activityStatusSql, MAU_DAYS, WAU_DAYS } from '../activity/activity.queries.js';
import { matchesPrefix, SORT_NAME, SqlParams } from '../shared/admin-sql.js';
import type { StudioNow } from '../shared/studio-now.js';

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

/**
 * Each sort's keys, ascending: the first reads an index in either direction (users_name_order,
 * users_email, users_joined, admin_member's last-active indexes), the last is the user's id (`{id}`,
 * of the table that leads), so pages are stable. Emails are stored lower case (a check holds it), so
 * `email` is their order.
 */
const SORTS: Record<UserSort, { key: string; nullable?: true }[]> = {
  name: [{ key: SORT_NAME }, { key: 'u.email' }, { key: '{id}' }],
  email: [{ key: 'u.email' }, { key: '{id}' }],
  joined: [{ key: 'u.created_at' }, { key: '{id}' }],
  lastActive: [{ key: 'm.last_active', nullable: true }, { key: '{id}' }],
};

/**
 * What the list filters on, as the member rows (admin_member `m`) and the tally of them
 * (admin_member_tally `t`) each name it.
 */
interface FilterColumns {
  deleted: string;
  paid: string;
  lastActive: string;
  complimentaryFrom: string;
  complimentaryUntil: string;
  pausedFrom: string;
  pausedUntil: string;
}

const MEMBER_COLUMNS: FilterColumns = {
  deleted: 'm.deleted_on IS NOT NULL',
  // A user who signed up a moment ago has no row yet: free, as the list shows them.
  paid: 'coalesce(m.paid_active, false)',
  lastActive: 'm.last_active',
  complimentaryFrom: 'm.complimentary_from',
  complimentaryUntil: 'm.complimentary_until',
  pausedFrom: 'm.paused_from',
  pausedUntil: 'm.paused_until',
};

const TALLY_COLUMNS: FilterColumns = {
  deleted: 't.deleted',
  paid: 't.paid',
  lastActive: 't.last_active',
  complimentaryFrom: 't.complimentary_from',
  complimentaryUntil: 't.complimentary_until',
  pausedFrom: 't.paused_from',
  pausedUntil: 't.paused_until',
};

/**
 * The Users tab: members matching the filters, in the asked order, one page at a time with the total
 * and the studio figures as of the stats date, in one statement. The members are admin_member's rows
 * (kept by events: the figures lists filter and sort on) with their names and emails from users; a
 * page reads an index in its order (sorted by name, email, joined or last active day) and its
 * attendance, schedule and memberships for its own rows only. Each member's attendance count is
 * admin_roster_tally's less their rows that have not begun, so it costs the same after years of
 * practice (counting every row took 17 ms a page once each member had a year of daily sessions).
 * The total of the filters the tally keeps (deleted, membership, today's activity) is a sum of
 * admin_member_tally's counts; a search's is counted over its matches. The rows come as the JSON
 * text of the answer's `items`, each row as the API gives it: the page goes out as PostgreSQL wrote
 * it (parsing and writing it again was a fifth of a page's time in this process).
 */
export async function usersPageJson(
  db: Db,
  filter: UsersFilter,
  page: PageRequest | null,
  { today, begunThrough }: StudioNow,
): Promise<{ itemsJson: string; total: number; stats: AdminStats }> {
  const params = new SqlParams();
  const todayParam = `${params.add(today)}::date`;
  const asOfParam = `${params.add(filter.asOf)}::date`;
  // The last active day as of the stats date: kept on the row for today; looked up for a past date.
  const lastActiveAsOf = (user: string, kept: string) =>
    filter.asOf === today
      ? kept
      : `(SELECT max(a.active_date) FROM member_activity a WHERE a.user_id = ${user} AND a.active_date <= ${asOfParam})`;
  const searching = Boolean(filter.q?.trim());
  // The users that match, led by the index that gives the order: admin_member's by last active day,
  // else the users' (or a search's prefix indexes), each user's admin_member row looked up by its key
  // (none yet for one who signed up a moment ago: the list shows them at once). OFFSET 0 keeps a
  // subquery a lookup per row: flattened into a join, the planner priced hashing every member below
  // probing the few it needs.
  const byLastActive = filter.sort === 'lastActive' && !searching;
  const columns = byLastActive ? MEMBER_COLUMNS : { ...MEMBER_COLUMNS, deleted: 'u.deleted_at IS NOT NULL' };
  const where = conditions(filter, columns, params, todayParam, lastActiveAsOf('m.user_id', 'm.last_active'));
  if (searching) where.push(matchesPrefix(filter.q as string, params));
  // A user's member row is read only for a filter or an order of its own.
  const needsMember = Boolean(filter.membership || filter.activity || filter.sort === 'lastActive');
  const matching = byLastActive
    ? `FROM admin_member m WHERE ${['m.joined_on IS NOT NULL', ...where].join(' AND ')}`
    : `FROM users u
       ${needsMember ? 'LEFT JOIN LATERAL (SELECT * FROM admin_member m WHERE m.user_id = u.id OFFSET 0) m ON true' : ''}
       WHERE ${['true', ...where].join(' AND ')}`;
  const userId = byLastActive ? 'm.user_id' : 'u.id';
  const sort = SORTS[filter.sort];
  const sortKeys = sort.map((s, i) => `${s.key.replace('{id}', userId)} AS k${i}`).join(', ');
  // A search's matches are read once, through the prefix indexes, for both its total and its page:
  // walking the name order for the page's fifty passed over every user before them who did not
  // match (2,225 of them for a search matching 1,111 of 50,000 members).
  const matches = searching
    ? `WITH matches AS MATERIALIZED (SELECT ${userId} AS user_id, ${sortKeys} ${matching})`
    : '';
  const tallied = !searching && (!filter.activity || filter.asOf === today);
  const total = tallied
    ? `(SELECT coalesce(sum(t.members), 0)::int FROM admin_member_tally t
        WHERE ${['true', ...conditions(filter, TALLY_COLUMNS, params, todayParam, TALLY_COLUMNS.lastActive)].join(' AND ')})`
    : `(SELECT count(*)::int ${searching ? 'FROM matches' : matching})`;
  const order = filter.order === 'desc' ? 'DESC' : 'ASC';
  // A nullable key puts nobody-yet last both ways; the others take the index's own end for nulls
  // (there are none), so either direction is a plain index scan.
  const orderBy = (name: (i: number) => string) =>
    sort
      .map(
        (s, i) => `${name(i)} ${order}${s.nullable ? ' NULLS LAST' : order === 'DESC' ? ' NULLS FIRST' : ''}`,
      )
      .join(', ');
  // The member's rolling window, as their own schedule shows it: two days back to four on.
  const [windowStart] = registrationWindow(today);
  const windowEnd = addDays(today, WINDOW_DAYS_AFTER);
  const limit = page
    ? `LIMIT ${page.pageSize} OFFSET ${params.add((page.page - 1) * page.pageSize)}::int`
    : '';
  const kind = `CASE WHEN coalesce(ms.active, false) THEN (CASE WHEN ms.paused_until IS NULL THEN 'paid' ELSE 'paused' END)
                     WHEN shown.complimentary THEN 'complimentary' ELSE 'none' END`;
  const [answer] = await preparedRead<StudioSums & { total: number; items: string }>(
    db,
    `${matches} SELECT ${total} AS total, sums.*, ${jsonItemsText(
      `SELECT ${sort.map((_, i) => `found.k${i}`).join(', ')}, ${jsonItem(
        `found.user_id AS id, shown.email,
           shown.first_name AS "firstName", shown.last_name AS "lastName", shown.auth_provider AS "authProvider",
           ${kind} IN ('paid', 'complimentary') AS "membershipActive",
           ${isoInstant('ms.started_at')} AS "membershipStartDate", ${isoInstant('ms.ends_at')} AS "membershipEndDate",
           ${kind} AS "membershipKind", ${kind} = 'paused' AS paused, ms.paused_until AS "pausedUntil",
           ${isoInstant('shown.created_at')} AS "createdAt", ${isoInstant('shown.last_login_at')} AS "lastLoginAt",
           to_char(shown.last_active, 'YYYY-MM-DD') AS "lastActiveDate", ${isoInstant('shown.deleted_at')} AS "deletedAt",
           -- Never below zero: a tally added by a new version of its projector starts empty, and is
           -- behind the rows for the moment its rebuild takes after an upgrade.
           greatest(coalesce((SELECT t.attended_once_begun FROM admin_roster_tally t
                              WHERE t.user_id = found.user_id), 0) - recent.not_begun, 0) AS "attendanceCount",
           recent.week_days AS "practiceSchedule",
           ${activityStatusSql('shown.last_active_as_of', asOfParam)} AS "activityStatus",
           ${activityStatusSql('shown.last_active_as_of', asOfParam)} = 'other' AS inactive`,
      )}
         FROM (
           SELECT ${searching ? '* FROM matches' : `${userId} AS user_id, ${sortKeys} ${matching}`}
           ORDER BY ${orderBy((i) => `k${i}`)}
           ${limit}
         ) found
         CROSS JOIN LATERAL (
           SELECT u.email, u.first_name, u.last_name, coalesce(m.auth_method, u.auth_provider) AS auth_provider,
                  u.created_at, u.last_login_at, u.deleted_at, m.last_active,
                  ${lastActiveAsOf('u.id', 'm.last_active')} AS last_active_as_of,
                  coalesce(m.complimentary_from <= ${todayParam} AND m.complimentary_until >= ${todayParam}, false)
                    AS complimentary
           FROM users u LEFT JOIN admin_member m ON m.user_id = u.id WHERE u.id = found.user_id OFFSET 0) shown
         LEFT JOIN LATERAL (
           SELECT m.active, m.started_at, sadhana_membership_end(m.cancel_at, m.ended_at) AS ends_at,
                  ${pausedUntilSql(todayParam)} AS paused_until
           FROM membership m WHERE m.user_id = found.user_id OFFSET 0) ms ON true
         CROSS JOIN LATERAL (
           -- The member's rows from their rolling window's first day on: its registered days in date
           -- order, and the rows the tally counts that have not begun (from today on, but today's once
           -- its session has).
           SELECT coalesce(array_agg(extract(dow FROM r.session_date)::int ORDER BY r.session_date)
                             FILTER (WHERE r.registered AND r.session_date <= ${params.add(windowEnd)}::date), '{}')
                    AS week_days,
                  (count(*) FILTER (WHERE r.session_date >= ${todayParam}
                                      AND sadhana_counts_as_attended(r.attendance_status, true))
                   - count(*) FILTER (WHERE r.session_date = ${todayParam}
                                      AND sadhana_counts_as_attended(r.attendance_status,
                                            r.session_date <= ${params.add(begunThrough)}::date)))::int
                    AS not_begun
           FROM admin_roster r
           WHERE r.user_id = found.user_id AND r.session_date >= ${params.add(windowStart)}::date) recent`,
      orderBy((i) => `page_row.k${i}`),
    )} AS items
     FROM (SELECT ${STUDIO_SUMS_SQL} FROM studio_day WHERE day <= ${asOfParam}) sums`,
    params.values,
    { prepare: !page || page.pageSize === ADMIN_PAGE_SIZE },
  );
  return {
    itemsJson: answer.items,
    total: answer.total,
    stats: statsFromSums(filter.asOf, answer),
  };
}

/** The same list as rows, for the callers that read them: the CSV file and the unpaged overview. */
export async function usersPage(
  db: Db,
  filter: UsersFilter,
  page: PageRequest | null,
  at: StudioNow,
): Promise<{ rows: AdminUserRow[]; total: number; stats: AdminStats }> {
  const { itemsJson, total, stats } = await usersPageJson(db, filter, page, at);
  const rows: AdminUserRow[] = JSON.parse(itemsJson);
  return { rows, total: page ? total : rows.length, stats };
}

/** The filters as conditions on `columns`; `lastActive` is the last active day as of the stats date. */
function conditions(
  filter: UsersFilter,
  columns: FilterColumns,
  params: SqlParams,
  today: string,
  lastActive: string,
): string[] {
  const found: string[] = [];
  if (filter.deleted === 'hide') found.push(`NOT (${columns.deleted})`);
  if (filter.deleted === 'only') found.push(`(${columns.deleted})`);
  if (filter.membership) {
    const complimentary = `coalesce(${columns.complimentaryFrom} <= ${today} AND ${columns.complimentaryUntil} >= ${today}, false)`;
    // Paused: paid, and its latest pause covers today; no member benefits, so no member in the figures.
    const paused = `(${columns.paid} AND coalesce(${columns.pausedFrom} <= ${today} AND ${columns.pausedUntil} >= ${today}, false))`;
    const member = `((${columns.paid} AND NOT ${paused}) OR ${complimentary})`;
    if (filter.membership === 'member') found.push(member);
    if (filter.membership === 'free') found.push(`NOT ${member}`);
    if (filter.membership === 'complimentary') found.push(complimentary);
    if (filter.membership === 'paused') found.push(paused);
  }
  if (filter.activity) {
    const day = lastActive;
    const date = (value: string) => `${params.add(value)}::date`;
    const weekAgo = addDays(filter.asOf, -WAU_DAYS);
    const monthAgo = addDays(filter.asOf, -MAU_DAYS);
    const condition: Record<ActivityStatus, () => string> = {
      DAU: () => `${day} = ${date(filter.asOf)}`,
      WAU: () => `${day} > ${date(weekAgo)} AND ${day} < ${date(filter.asOf)}`,
      MAU: () => `${day} > ${date(monthAgo)} AND ${day} <= ${date(weekAgo)}`,
      other: () => `(${day} IS NULL OR ${day} <= ${date(monthAgo)})`,
    };
    found.push(condition[filter.activity]());
  }
  return found;
}
