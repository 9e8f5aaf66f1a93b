import { DAY_NAMES } from '@sadhana/rules/admin';
import {
  ADMIN_PAGE_SIZE,
  type AttendanceHistoryRow,
  type HistoryStatusFilter,
} from '@sadhana/rules/admin-workspace';
import { ATTENDANCE_STATUSES, isAttended } from '@sadhana/rules/attendance';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../../platform/database/prepared-reads.js';
import { jsonItem, jsonItemsText } from '../../../platform/database/sql-json.js';
import { NO_STATUS_KEY } from '../../../projections/session-rosters/session-rosters.tables.js';
import { matchesPrefix, SORT_NAME, SqlParams } from '../shared/admin-sql.js';
import { hasMemberBenefitsSql, membershipKindSql } from '../shared/membership-kinds.js';
import type { StudioNow } from '../shared/studio-now.js';

type Db = DataSource | EntityManager;

export interface HistoryFilter {
  from: string;
  to: string;
  userId?: string;
  q?: string;
  status?: HistoryStatusFilter;
}

const ATTENDED_STATUSES = ATTENDANCE_STATUSES.filter(isAttended);

/** The weekdays' names by PostgreSQL's day of the week (0 Sunday), as an SQL array: DAY_NAMES. */
const DAY_NAMES_SQL = `ARRAY[${DAY_NAMES.map((name) => `'${name}'`).join(', ')}]`;

/**
 * The attendance history table: one row per person and session, newest first then by name, one page
 * at a time (`page` null: every row, for the CSV file), with its total and each row's membership, in
 * one statement. Deleted people's history stays, marked. A page reads admin_roster's dates backwards
 * from `to` and sorts each date's people by name, stopping once the page is full. The total of an
 * unfiltered range (or one filtered by status only) is summed from admin_session_day's counts, not
 * counted row by row; a member's or a search's is counted over their rows. The rows come as the JSON
 * text of the answer's `items`, each as the API gives it, and go out as PostgreSQL wrote them.
 */
export async function historyPageJson(
  db: Db,
  filter: HistoryFilter,
  page: { page: number; pageSize: number } | null,
  { today, begunThrough }: StudioNow,
): Promise<{ itemsJson: string; total: number }> {
  const params = new SqlParams();
  const { begun, range, from } = historyRows(filter, params, begunThrough);
  const total =
    filter.userId || filter.q?.trim()
      ? `(SELECT count(*)::int ${from})`
      : countedFromDays(filter, range, params, begun);
  const [answer] = await preparedRead<{ total: number; items: string }>(
    db,
    `WITH found AS (
       SELECT r.session_date, r.user_id, u.first_name, u.last_name, u.email, r.attendance_status,
              r.registered, u.deleted_at IS NOT NULL AS user_deleted,
              r.session_date AS k0, ${SORT_NAME} AS k1, u.id AS k2
       ${from}
       ORDER BY k0 DESC, k1, k2
       ${page ? `LIMIT ${page.pageSize} OFFSET ${params.add((page.page - 1) * page.pageSize)}::int` : ''}
     )
     SELECT ${total} AS total, ${jsonItemsText(
       `SELECT found.k0, found.k1, found.k2, ${jsonItem(
         `to_char(found.session_date, 'YYYY-MM-DD') AS date,
           found.user_id AS "userId", found.first_name AS "firstName", found.last_name AS "lastName",
           found.email, found.attendance_status AS "attendanceStatus", found.registered,
           found.user_deleted AS "userDeleted",
           coalesce(p.name, '') AS "practiceName",
           sadhana_counts_as_attended(found.attendance_status, found.session_date <= ${begun}) AS "countsAsAttended",
           ${dayNameSql('found.session_date')} AS "dayName",
           ${hasMemberBenefitsSql(membershipKindSql('found.user_id', params.add(today)))} AS "membershipActive"`,
       )}
        FROM found
        LEFT JOIN practices p ON p.day_of_week = extract(dow FROM found.session_date)::int`,
       'page_row.k0 DESC, page_row.k1, page_row.k2',
     )} AS items`,
    params.values,
    { prepare: !page || page.pageSize === ADMIN_PAGE_SIZE },
  );
  return { itemsJson: answer.items, total: answer.total };
}

/**
 * The history's rows as SQL: `from` is the FROM and WHERE of the filtered rows (admin_roster `r`, users
 * `u`), `begun` the last begun date and `range` the dates' BETWEEN, their values added to `params`.
 */
export function historyRows(
  filter: HistoryFilter,
  params: SqlParams,
  begunThrough: string,
): { begun: string; range: string; from: string } {
  const begun = `${params.add(begunThrough)}::date`;
  const range = `BETWEEN ${params.add(filter.from)}::date AND ${params.add(filter.to)}::date`;
  const conditions = [`r.session_date ${range}`];
  if (filter.userId) conditions.push(`r.user_id = ${params.add(filter.userId)}::uuid`);
  if (filter.q?.trim()) conditions.push(matchesPrefix(filter.q, params));
  if (filter.status === 'none') conditions.push('r.attendance_status IS NULL');
  else if (filter.status === 'attended')
    conditions.push(`sadhana_counts_as_attended(r.attendance_status, r.session_date <= ${begun})`);
  else if (filter.status) conditions.push(`r.attendance_status = ${params.add(filter.status)}`);
  return {
    begun,
    range,
    from: `FROM admin_roster r JOIN users u ON u.id = r.user_id WHERE ${conditions.join(' AND ')}`,
  };
}

/** The weekday's name of the date `date` (an SQL expression). */
export const dayNameSql = (date: string) => `(${DAY_NAMES_SQL})[extract(dow FROM ${date})::int + 1]`;

/** The same rows, for the caller that reads them: the CSV file. */
export async function historyPage(
  db: Db,
  filter: HistoryFilter,
  page: { page: number; pageSize: number } | null,
  at: StudioNow,
): Promise<{ rows: AttendanceHistoryRow[]; total: number }> {
  const { itemsJson, total } = await historyPageJson(db, filter, page, at);
  const rows: AttendanceHistoryRow[] = JSON.parse(itemsJson);
  return { rows, total: page ? total : rows.length };
}

/** The total of a date range by status, from the per-day counts. */
function countedFromDays(filter: HistoryFilter, range: string, params: SqlParams, begun: string): string {
  let keys = '';
  if (filter.status === 'attended') {
    keys = `AND (status_key = ANY (${params.add(ATTENDED_STATUSES)}::text[])
                 OR (status_key = ${params.add(NO_STATUS_KEY)} AND session_date <= ${begun}))`;
  } else if (filter.status) {
    keys = `AND status_key = ${params.add(filter.status === 'none' ? NO_STATUS_KEY : filter.status)}`;
  }
  return `(SELECT coalesce(sum(people), 0)::int FROM admin_session_day WHERE session_date ${range} ${keys})`;
}
