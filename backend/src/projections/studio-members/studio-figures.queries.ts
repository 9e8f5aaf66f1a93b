import type { ActivityTrendPoint, AdminStats } from '@sadhana/rules/admin';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../platform/database/prepared-reads.js';
import { jsonRows } from '../../platform/database/sql-json.js';

type Db = DataSource | EntityManager;

/** studio_day's running sums up to a date: the studio figures of that date. */
export interface StudioSums {
  dau: number;
  wau: number;
  mau: number;
  users: number;
  members: number;
}

export const STUDIO_SUMS_SQL = `coalesce(sum(dau), 0)::int AS dau, coalesce(sum(wau), 0)::int AS wau,
  coalesce(sum(mau), 0)::int AS mau, coalesce(sum(users), 0)::int AS users,
  coalesce(sum(members), 0)::int AS members`;

/** The studio's figures on an Eastern date: the running sums of studio_day's changes up to it. */
export async function statsAsOf(db: Db, asOf: string): Promise<AdminStats> {
  const [sums] = await preparedRead<StudioSums>(
    db,
    `SELECT ${STUDIO_SUMS_SQL} FROM studio_day WHERE day <= $1::date`,
    [asOf],
  );
  return statsFromSums(asOf, sums);
}

export function statsFromSums(asOf: string, sums: StudioSums): AdminStats {
  return {
    asOf,
    activeMembers: sums.members,
    freeUsers: sums.users - sums.members,
    totalUsers: sums.users,
    dauCount: sums.dau,
    wauCount: sums.wau,
    mauCount: sums.mau,
    inactiveCount: sums.users - sums.mau,
  };
}

/**
 * DAU, WAU, MAU and active members on each Eastern date from `from` to `to`, as one prepared
 * statement's JSON: planned anew and converted row by row, the 90 days cost more than summing them.
 */
export async function trendBetween(db: Db, from: string, to: string): Promise<ActivityTrendPoint[]> {
  const [{ points }] = await preparedRead<{ points: ActivityTrendPoint[] }>(
    db,
    `WITH before AS (SELECT ${STUDIO_SUMS_SQL} FROM studio_day WHERE day < $1::date),
     days AS (
       SELECT d::date AS day, coalesce(s.dau, 0) AS dau, coalesce(s.wau, 0) AS wau,
              coalesce(s.mau, 0) AS mau, coalesce(s.members, 0) AS members
       FROM generate_series($1::date, $2::date, interval '1 day') AS d
       LEFT JOIN studio_day s ON s.day = d::date
     )
     SELECT ${jsonRows(
       `SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
               (before.dau + sum(days.dau) OVER w)::int AS dau,
               (before.wau + sum(days.wau) OVER w)::int AS wau,
               (before.mau + sum(days.mau) OVER w)::int AS mau,
               (before.members + sum(days.members) OVER w)::int AS "activeMembers"
        FROM days, before
        WINDOW w AS (ORDER BY days.day)`,
       'page_row.date',
     )} AS points`,
    [from, to],
  );
  return points;
}
