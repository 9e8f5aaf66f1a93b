import type { ActivityStatus } from '@sadhana/rules/admin';
import type { DataSource, EntityManager } from 'typeorm';
import { addDays } from '../../../platform/domain/eastern-time.js';

/** DAU = active on the Eastern day; WAU = in the last 7 Eastern days; MAU = in the last 30. */
export const WAU_DAYS = 7;
export const MAU_DAYS = 30;

/** Each user's last active Eastern date within the 30 days up to `asOf` (from member_activity). */
export async function lastActiveWithinMonth(
  db: DataSource | EntityManager,
  asOf: string,
): Promise<Map<string, string>> {
  const rows: { userId: string; lastActive: string }[] = await db.query(
    `SELECT user_id AS "userId", to_char(max(active_date), 'YYYY-MM-DD') AS "lastActive"
     FROM member_activity WHERE active_date BETWEEN $1::date AND $2::date GROUP BY user_id`,
    [addDays(asOf, -(MAU_DAYS - 1)), asOf],
  );
  return new Map(rows.map((row) => [row.userId, row.lastActive]));
}

/** The narrowest of DAU, WAU and MAU that holds for a user last active on `lastActive`, else 'other'. */
export function activityStatusOf(lastActive: string | undefined, asOf: string): ActivityStatus {
  if (!lastActive || lastActive > asOf) return 'other';
  if (lastActive === asOf) return 'DAU';
  if (lastActive > addDays(asOf, -WAU_DAYS)) return 'WAU';
  if (lastActive > addDays(asOf, -MAU_DAYS)) return 'MAU';
  return 'other';
}

/**
 * DAU, WAU and MAU for each Eastern day of a range, counting users not soft-deleted by that day.
 * One pass over member_activity, not a 30-day join per day (6.5 s for 90 days of 5,000 members):
 * a user's activity on day d is their latest until their next one (or deletion), so it counts them
 * in DAU on d, in WAU for 7 days from d and in MAU for 30, each cut short there. Those spans are
 * added up as +1/−1 changes per day, and a running sum gives each day's counts.
 */
export async function activityTrend(
  db: DataSource | EntityManager,
  from: string,
  to: string,
): Promise<{ date: string; dau: number; wau: number; mau: number }[]> {
  return db.query(
    `WITH spans AS (
       SELECT a.active_date AS d,
              least(coalesce(lead(a.active_date) OVER (PARTITION BY a.user_id ORDER BY a.active_date),
                             'infinity'::date),
                    coalesce((u.deleted_at AT TIME ZONE 'America/New_York')::date, 'infinity'::date)) AS stop
       FROM member_activity a LEFT JOIN users u ON u.id = a.user_id
       WHERE a.active_date BETWEEN $1::date - ${MAU_DAYS - 1} AND $2::date
     ),
     counted AS (SELECT d, stop FROM spans WHERE stop > d),
     changes AS (
       SELECT d AS day, 1 AS dau, 1 AS wau, 1 AS mau FROM counted
       UNION ALL SELECT least(d + 1, stop), -1, 0, 0 FROM counted
       UNION ALL SELECT least(d + ${WAU_DAYS}, stop), 0, -1, 0 FROM counted
       UNION ALL SELECT least(d + ${MAU_DAYS}, stop), 0, 0, -1 FROM counted
     ),
     daily AS (
       SELECT day, sum(dau) AS dau, sum(wau) AS wau, sum(mau) AS mau FROM changes GROUP BY day
     ),
     running AS (
       SELECT g.d,
              sum(coalesce(c.dau, 0)) OVER (ORDER BY g.d) AS dau,
              sum(coalesce(c.wau, 0)) OVER (ORDER BY g.d) AS wau,
              sum(coalesce(c.mau, 0)) OVER (ORDER BY g.d) AS mau
       FROM (SELECT gs::date AS d
             FROM generate_series($1::date - ${MAU_DAYS - 1}, $2::date, interval '1 day') AS gs) g
       LEFT JOIN daily c ON c.day = g.d
     )
     SELECT to_char(d, 'YYYY-MM-DD') AS date, dau::int, wau::int, mau::int
     FROM running WHERE d >= $1::date ORDER BY d`,
    [from, to],
  );
}
