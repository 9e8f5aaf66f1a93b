import { DAY_NAMES } from '@sadhana/rules/admin';
import type { AttendanceHistoryRow, HistoryStatusFilter } from '@sadhana/rules/admin-workspace';
import { ATTENDANCE_STATUSES, isAttended } from '@sadhana/rules/attendance';
import type { DataSource, EntityManager } from 'typeorm';
import { NO_STATUS_KEY } from '../read-models/session-rosters/session-rosters.tables.js';
import { matchesPrefix, prefixPattern, SORT_NAME, SqlParams } from '../shared/admin-sql.js';
import { membershipKinds } from '../shared/membership-kinds.js';

type Db = DataSource | EntityManager;

export interface HistoryFilter {
  from: string;
  to: string;
  userId?: string;
  q?: string;
  status?: HistoryStatusFilter;
}

const ATTENDED_STATUSES = ATTENDANCE_STATUSES.filter(isAttended);

/**
 * The attendance history table: one row per person and session, newest first then by name, one page
 * at a time (`page` null: every row, for the CSV file). Deleted people's history stays, marked. The total of an unfiltered range (or one
 * filtered by status only) is summed from admin_session_day's counts, not counted row by row.
 */
export async function historyPage(
  db: Db,
  filter: HistoryFilter,
  page: { page: number; pageSize: number } | null,
  { today, now }: { today: string; now: Date },
): Promise<{ rows: AttendanceHistoryRow[]; total: number }> {
  const params = new SqlParams();
  const conditions = [
    `r.session_date BETWEEN ${params.add(filter.from)}::date AND ${params.add(filter.to)}::date`,
  ];
  if (filter.userId) conditions.push(`r.user_id = ${params.add(filter.userId)}::uuid`);
  if (filter.q?.trim()) conditions.push(matchesPrefix(params.add(prefixPattern(filter.q))));
  // Added when first used: the count reads only the filters' placeholders, and PostgreSQL refuses
  // a value it is given but never reads.
  let nowParam: string | undefined;
  const started = () => {
    nowParam ??= params.add(now);
    return `sadhana_session_started(r.session_date, ${nowParam})`;
  };
  if (filter.status === 'none') conditions.push('r.attendance_status IS NULL');
  else if (filter.status === 'attended') {
    conditions.push(`sadhana_counts_as_attended(r.attendance_status, ${started()})`);
  } else if (filter.status) conditions.push(`r.attendance_status = ${params.add(filter.status)}`);
  const from = `FROM admin_roster r JOIN users u ON u.id = r.user_id WHERE ${conditions.join(' AND ')}`;
  const countValues = [...params.values];
  const [rows, total] = await Promise.all([
    db.query(
      `SELECT to_char(r.session_date, 'YYYY-MM-DD') AS date, extract(dow FROM r.session_date)::int AS dow,
              p.name AS "practiceName", r.user_id AS "userId", u.first_name AS "firstName",
              u.last_name AS "lastName", u.email, r.attendance_status AS "attendanceStatus", r.registered,
              sadhana_counts_as_attended(r.attendance_status, ${started()}) AS "countsAsAttended",
              u.deleted_at IS NOT NULL AS "userDeleted"
       ${from.replace('WHERE', 'LEFT JOIN practices p ON p.day_of_week = extract(dow FROM r.session_date)::int WHERE')}
       ORDER BY r.session_date DESC, ${SORT_NAME}, u.id
       ${page ? `LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}` : ''}`,
      params.values,
    ) as Promise<(Omit<AttendanceHistoryRow, 'dayName' | 'membershipActive'> & { dow: number })[]>,
    !page
      ? Promise.resolve(null)
      : filter.userId || filter.q?.trim()
        ? db.query(`SELECT count(*)::int AS total ${from}`, countValues).then(([row]) => row.total as number)
        : countedFromDays(db, filter, now),
  ]);
  const kinds = await membershipKinds(db, [...new Set(rows.map((row) => row.userId))], today);
  return {
    rows: rows.map(({ dow, ...row }) => ({
      ...row,
      dayName: DAY_NAMES[dow],
      practiceName: row.practiceName ?? '',
      membershipActive: kinds.get(row.userId) !== 'none',
    })),
    total: total ?? rows.length,
  };
}

/** The total of a date range by status, from the per-day counts. */
async function countedFromDays(db: Db, filter: HistoryFilter, now: Date): Promise<number> {
  let keys: string | null = null;
  let values: unknown[] = [filter.from, filter.to];
  if (filter.status === 'attended') {
    const [{ total }] = await db.query(
      `SELECT coalesce(sum(people), 0)::int AS total FROM admin_session_day
       WHERE session_date BETWEEN $1::date AND $2::date
         AND (status_key = ANY ($3::text[])
              OR (status_key = $4 AND sadhana_session_started(session_date, $5)))`,
      [filter.from, filter.to, ATTENDED_STATUSES, NO_STATUS_KEY, now],
    );
    return total;
  }
  if (filter.status) {
    keys = 'AND status_key = $3';
    values = [...values, filter.status === 'none' ? NO_STATUS_KEY : filter.status];
  }
  const [{ total }] = await db.query(
    `SELECT coalesce(sum(people), 0)::int AS total FROM admin_session_day
     WHERE session_date BETWEEN $1::date AND $2::date ${keys ?? ''}`,
    values,
  );
  return total;
}
