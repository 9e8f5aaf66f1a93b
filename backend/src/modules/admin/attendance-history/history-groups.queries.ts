import { ADMIN_PAGE_SIZE, type HistoryGrouping } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../../platform/database/prepared-reads.js';
import { jsonItem, jsonItemsText } from '../../../platform/database/sql-json.js';
import { SORT_NAME, SqlParams } from '../shared/admin-sql.js';
import { hasMemberBenefitsSql, membershipKindSql } from '../shared/membership-kinds.js';
import type { StudioNow } from '../shared/studio-now.js';
import { dayNameSql, type HistoryFilter, historyRows } from './history-page.queries.js';

type Db = DataSource | EntityManager;

/**
 * The attendance history as an owner reads it: by person (each with their membership, the sessions
 * that count as attended and every session in the range with its status, newest first) or by day
 * (each date, newest first, with its people by name and how many count as attended). One page of
 * groups (`pageSize` people or days) with the number of groups the filters match, in one statement;
 * the groups come as the JSON text of the answer's `items`. Filters as the rows' (historyRows).
 */
export async function historyGroupsJson(
  db: Db,
  by: HistoryGrouping,
  filter: HistoryFilter,
  page: { page: number; pageSize: number },
  { today, begunThrough }: StudioNow,
): Promise<{ itemsJson: string; total: number }> {
  const params = new SqlParams();
  const { begun, from } = historyRows(filter, params, begunThrough);
  const attended = `sadhana_counts_as_attended(found.attendance_status, found.session_date <= ${begun})`;
  const kind = (userId: string) => membershipKindSql(userId, params.add(today));
  const limit = `LIMIT ${page.pageSize} OFFSET ${params.add((page.page - 1) * page.pageSize)}::int`;
  const found = `found AS MATERIALIZED (
       SELECT r.session_date, r.user_id, r.attendance_status, r.registered, u.first_name, u.last_name,
              u.email, u.deleted_at IS NOT NULL AS user_deleted, ${SORT_NAME} AS sort_name
       ${from})`;
  const sql =
    by === 'member'
      ? `WITH ${found},
         shown AS (
           SELECT user_id, min(sort_name) AS k0, count(*) FILTER (WHERE ${attended})::int AS attended
           FROM found GROUP BY user_id ORDER BY k0, user_id ${limit})
         SELECT (SELECT count(DISTINCT user_id)::int FROM found) AS total, ${jsonItemsText(
           `SELECT shown.k0, shown.user_id AS k1, ${jsonItem(
             `shown.user_id AS "userId", person.first_name AS "firstName", person.last_name AS "lastName",
              person.email, ${kind('shown.user_id')} AS "membershipKind", person.user_deleted AS "userDeleted",
              shown.attended AS "totalAttended",
              (SELECT json_agg(json_build_object(
                        'date', to_char(found.session_date, 'YYYY-MM-DD'),
                        'dayName', ${dayNameSql('found.session_date')},
                        'practiceName', coalesce(p.name, ''),
                        'attendanceStatus', found.attendance_status,
                        'countsAsAttended', ${attended},
                        'registered', found.registered) ORDER BY found.session_date DESC)
               FROM found LEFT JOIN practices p ON p.day_of_week = extract(dow FROM found.session_date)::int
               WHERE found.user_id = shown.user_id) AS entries`,
           )}
            FROM shown
            CROSS JOIN LATERAL (SELECT * FROM found WHERE found.user_id = shown.user_id LIMIT 1) person`,
           'page_row.k0, page_row.k1',
         )} AS items`
      : `WITH ${found},
         shown AS (
           SELECT session_date AS k0, count(*) FILTER (WHERE ${attended})::int AS attended
           FROM found GROUP BY session_date ORDER BY k0 DESC ${limit})
         SELECT (SELECT count(DISTINCT session_date)::int FROM found) AS total, ${jsonItemsText(
           `SELECT shown.k0, ${jsonItem(
             `to_char(shown.k0, 'YYYY-MM-DD') AS date, ${dayNameSql('shown.k0')} AS "dayName",
              coalesce((SELECT name FROM practices WHERE day_of_week = extract(dow FROM shown.k0)::int), '')
                AS "practiceName",
              shown.attended,
              (SELECT json_agg(json_build_object(
                        'userId', found.user_id, 'firstName', found.first_name, 'lastName', found.last_name,
                        'email', found.email, 'attendanceStatus', found.attendance_status,
                        'registered', found.registered, 'userDeleted', found.user_deleted,
                        'countsAsAttended', ${attended},
                        'membershipKind', ${kind('found.user_id')},
                        'membershipActive', ${hasMemberBenefitsSql(kind('found.user_id'))})
                      ORDER BY found.sort_name, found.user_id)
               FROM found WHERE found.session_date = shown.k0) AS entries`,
           )}
            FROM shown`,
           'page_row.k0 DESC',
         )} AS items`;
  const [answer] = await preparedRead<{ total: number; items: string }>(db, sql, params.values, {
    prepare: page.pageSize === ADMIN_PAGE_SIZE,
  });
  return { itemsJson: answer.items, total: answer.total };
}
