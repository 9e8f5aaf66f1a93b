import type { AdminStats, AdminUserRecord } from '@sadhana/rules/admin';
import type { DataSource, EntityManager } from 'typeorm';
import { addDays, dayOfWeek } from '../../../platform/domain/eastern-time.js';
import { readMemberships, wasMemberOn } from '../../membership/index.js';
import { activityStatusOf, lastActiveWithinMonth } from '../activity/activity.queries.js';

type Db = DataSource | EntityManager;

type UserRow = Pick<
  AdminUserRecord,
  'id' | 'email' | 'firstName' | 'lastName' | 'authProvider' | 'lastActiveDate' | 'attendanceCount'
> & {
  createdAt: Date;
  lastLoginAt: Date | null;
  deletedAt: Date | null;
  createdOn: string;
  deletedOn: string | null;
};

/**
 * The Users and Membership tabs: every user with their figures, and the stats, as of an Eastern date.
 * Reads the users table (names, emails), member_summary and member_activity (activity),
 * session_registration (attendance, this week's schedule) and the membership source; never the event log.
 */
export async function usersOverview(
  db: Db,
  { now, today, asOf, includeDeleted }: { now: Date; today: string; asOf: string; includeDeleted: boolean },
): Promise<{ users: AdminUserRecord[]; stats: AdminStats }> {
  const weekStart = addDays(today, -dayOfWeek(today));
  const [rows, lastActive, memberships, schedules] = await Promise.all([
    db.query(
      `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
              coalesce(s.auth_method, u.auth_provider) AS "authProvider",
              u.created_at AS "createdAt", u.last_login_at AS "lastLoginAt", u.deleted_at AS "deletedAt",
              to_char(coalesce(s.joined_at, u.created_at) AT TIME ZONE 'America/New_York', 'YYYY-MM-DD')
                AS "createdOn",
              to_char(u.deleted_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') AS "deletedOn",
              to_char(s.last_active_date, 'YYYY-MM-DD') AS "lastActiveDate",
              coalesce(c.attended, 0)::int AS "attendanceCount"
       FROM users u
       LEFT JOIN member_summary s ON s.user_id = u.id
       LEFT JOIN (
         SELECT user_id, count(*) AS attended FROM session_registration
         -- A session after today has not started: only the earlier ones are asked about.
         WHERE session_date <= $1::date
           AND sadhana_counts_as_attended(attendance_status, sadhana_session_starts_at(session_date) <= $2)
         GROUP BY user_id
       ) c ON c.user_id = u.id
       ORDER BY u.created_at DESC, u.id`,
      [today, now],
    ) as Promise<UserRow[]>,
    lastActiveWithinMonth(db, asOf),
    readMemberships(db),
    thisWeeksSchedules(db, weekStart, addDays(weekStart, 6)),
  ]);

  const users: AdminUserRecord[] = [];
  const stats: AdminStats = {
    asOf,
    activeMembers: 0,
    freeUsers: 0,
    totalUsers: 0,
    dauCount: 0,
    wauCount: 0,
    mauCount: 0,
    inactiveCount: 0,
  };
  for (const row of rows) {
    const membership = memberships.get(row.id);
    const activityStatus = activityStatusOf(lastActive.get(row.id), asOf);
    const record: AdminUserRecord = {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      authProvider: row.authProvider,
      membershipActive: membership?.membershipActive ?? false,
      membershipStartDate: membership?.membershipStartDate?.toISOString() ?? null,
      membershipEndDate: membership?.membershipEndDate?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      lastActiveDate: row.lastActiveDate,
      deletedAt: row.deletedAt?.toISOString() ?? null,
      attendanceCount: row.attendanceCount,
      practiceSchedule: schedules.get(row.id) ?? [],
      activityStatus,
      inactive: activityStatus === 'other',
    };
    if (!row.deletedAt || includeDeleted) users.push(record);

    // The stats count the users that existed, and were not deleted, on the stats date.
    const existed = row.createdOn <= asOf && (row.deletedOn === null || row.deletedOn > asOf);
    if (!existed) continue;
    stats.totalUsers++;
    if (wasMemberOn(membership, asOf, today)) stats.activeMembers++;
    else stats.freeUsers++;
    if (activityStatus === 'DAU') stats.dauCount++;
    if (activityStatus === 'DAU' || activityStatus === 'WAU') stats.wauCount++;
    if (activityStatus !== 'other') stats.mauCount++;
    else stats.inactiveCount++;
  }
  return { users, stats };
}

/** userId → the weekdays of their registrations in the Eastern week (Sunday … Saturday). */
async function thisWeeksSchedules(db: Db, from: string, to: string): Promise<Map<string, number[]>> {
  const rows: { userId: string; days: number[] }[] = await db.query(
    `SELECT user_id AS "userId", array_agg(DISTINCT extract(dow FROM session_date)::int) AS days
     FROM session_registration WHERE registered AND session_date BETWEEN $1::date AND $2::date
     GROUP BY user_id`,
    [from, to],
  );
  return new Map(rows.map((row) => [row.userId, [...row.days].sort((a, b) => a - b)]));
}

/** Active members on each date of a range (for the trend chart), from the membership source. */
export async function activeMembersByDay(db: Db, dates: readonly string[], today: string): Promise<number[]> {
  const memberships = [...(await readMemberships(db)).values()];
  return dates.map((date) => memberships.filter((facts) => wasMemberOn(facts, date, today)).length);
}
