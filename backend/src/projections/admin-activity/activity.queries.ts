import type { ActivityStatus } from '@sadhana/rules/admin';
import type { DataSource, EntityManager } from 'typeorm';
import { addDays } from '../../domain/time/eastern-time.js';

/** DAU = active on the Eastern day; WAU = in the last 7 Eastern days; MAU = in the last 30 (DESIGN §1.11). */
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
 * Reads member_activity through its (active_date, user_id) key: one range scan per day.
 */
export async function activityTrend(
  db: DataSource | EntityManager,
  from: string,
  to: string,
): Promise<{ date: string; dau: number; wau: number; mau: number }[]> {
  return db.query(
    `SELECT to_char(g.d, 'YYYY-MM-DD') AS date,
            count(DISTINCT a.user_id) FILTER (WHERE a.active_date = g.d)::int AS dau,
            count(DISTINCT a.user_id) FILTER (WHERE a.active_date > g.d - ${WAU_DAYS})::int AS wau,
            count(DISTINCT a.user_id)::int AS mau
     FROM (SELECT gs::date AS d FROM generate_series($1::date, $2::date, interval '1 day') AS gs) g
     LEFT JOIN member_activity a ON a.active_date BETWEEN g.d - ${MAU_DAYS - 1} AND g.d
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id
                       AND (u.deleted_at AT TIME ZONE 'America/New_York')::date <= g.d)
     GROUP BY g.d ORDER BY g.d`,
    [from, to],
  );
}
