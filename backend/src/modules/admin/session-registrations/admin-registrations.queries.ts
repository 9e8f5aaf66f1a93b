import {
  type AttendanceHistoryUser,
  DAY_NAMES,
  type SessionRegistrationEntry,
  type SessionRegistrationsDay,
} from '@sadhana/rules/admin';
import { countsAsAttended } from '@sadhana/rules/attendance';
import type { DataSource, EntityManager } from 'typeorm';
import { addDays, dayOfWeek, sessionStart, studioDate } from '../../../platform/domain/eastern-time.js';
import { readMemberships } from '../../../projections/membership/membership-source.js';

type Db = DataSource | EntityManager;

type Practice = { dayOfWeek: number; name: string; description: string | null; startTime: string };

function readPractices(db: Db): Promise<Practice[]> {
  return db.query(
    'SELECT day_of_week AS "dayOfWeek", name, description, start_time AS "startTime" FROM practices',
  );
}

type Entry = SessionRegistrationEntry & { date: string };

/**
 * admin_roster rows of a date range (registered, or with a status) with their user, in
 * the order the admin reads a day's list.
 */
async function entriesBetween(db: Db, from: string, to: string, today: string): Promise<Entry[]> {
  const rows: Omit<Entry, 'membershipActive'>[] = await db.query(
    `SELECT to_char(r.session_date, 'YYYY-MM-DD') AS date, r.user_id AS "userId",
            u.first_name AS "firstName", u.last_name AS "lastName", u.email,
            r.attendance_status AS "attendanceStatus", r.registered
     FROM admin_roster r
     JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
     WHERE r.session_date BETWEEN $1::date AND $2::date
     ORDER BY r.session_date, lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, '')), u.email`,
    [from, to],
  );
  const memberships = await readMemberships(db, [...new Set(rows.map((row) => row.userId))], today);
  return rows.map((row) => ({
    ...row,
    membershipActive: memberships.get(row.userId)?.membershipActive ?? false,
  }));
}

/** One card per session date from `from` to `to`, empty ones included, each with its registrations. */
export async function sessionRegistrationsByDay(
  db: Db,
  from: string,
  to: string,
  today: string,
): Promise<SessionRegistrationsDay[]> {
  const [entries, practices] = await Promise.all([entriesBetween(db, from, to, today), readPractices(db)]);
  const practiceOn = new Map(practices.map((p) => [p.dayOfWeek, p]));
  const entriesOn = new Map<string, Entry[]>();
  for (const entry of entries) {
    const onDate = entriesOn.get(entry.date);
    if (onDate) onDate.push(entry);
    else entriesOn.set(entry.date, [entry]);
  }
  const days: SessionRegistrationsDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = dayOfWeek(date);
    const practice = practiceOn.get(weekday);
    if (!practice) continue;
    const registrations = (entriesOn.get(date) ?? []).map(
      ({ userId, firstName, lastName, email, membershipActive, attendanceStatus, registered }) => ({
        userId,
        firstName,
        lastName,
        email,
        membershipActive,
        attendanceStatus,
        registered,
      }),
    );
    days.push({
      date,
      dayOfWeek: weekday,
      dayName: DAY_NAMES[weekday],
      practiceName: practice.name,
      practiceDescription: practice.description,
      totalRegistrations: registrations.length,
      activeMembers: registrations.filter((r) => r.membershipActive).length,
      registrations,
    });
  }
  return days;
}

type HistoryRow = { userId: string; date: string; attendanceStatus: string | null; registered: boolean };
type HistoryUser = Pick<AttendanceHistoryUser, 'userId' | 'firstName' | 'lastName' | 'email'>;

/**
 * One card per user with sessions from `from` to `to` (newest first), and how many they attended.
 * Tens of thousands of rows with thousands of members: the sessions are read without their user
 * (narrow rows, newest first, no sort by name), the users and their memberships once each, the
 * seven practices once.
 */
export async function attendanceHistory(
  db: Db,
  from: string,
  to: string,
  now: Date,
): Promise<AttendanceHistoryUser[]> {
  const [rows, users, memberships, practices] = await Promise.all([
    db.query(
      `SELECT r.user_id AS "userId", to_char(r.session_date, 'YYYY-MM-DD') AS date,
              r.attendance_status AS "attendanceStatus", r.registered
       FROM admin_roster r
       WHERE r.session_date BETWEEN $1::date AND $2::date
       ORDER BY r.session_date DESC`,
      [from, to],
    ) as Promise<HistoryRow[]>,
    db.query(
      `SELECT u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.email
       FROM users u
       WHERE u.deleted_at IS NULL
         AND u.id IN (SELECT user_id FROM admin_roster WHERE session_date BETWEEN $1::date AND $2::date)`,
      [from, to],
    ) as Promise<HistoryUser[]>,
    readMemberships(db, undefined, studioDate(now)),
    readPractices(db),
  ]);
  const practiceOn = new Map(practices.map((p) => [p.dayOfWeek, p]));
  const userById = new Map(users.map((user) => [user.userId, user]));
  // Thirty dates for tens of thousands of rows: each date's weekday is worked out once.
  const sessions = new Map<string, { dayName: string; practiceName: string; started: boolean } | null>();
  const sessionOn = (date: string) => {
    let session = sessions.get(date);
    if (session === undefined) {
      const weekday = dayOfWeek(date);
      const practice = practiceOn.get(weekday);
      session =
        practice === undefined
          ? null
          : {
              dayName: DAY_NAMES[weekday],
              practiceName: practice.name,
              started: sessionStart(date, practice.startTime).getTime() <= now.getTime(),
            };
      sessions.set(date, session);
    }
    return session;
  };
  const byUser = new Map<string, AttendanceHistoryUser>();
  for (const row of rows) {
    const session = sessionOn(row.date);
    const member = userById.get(row.userId);
    // A date without a practice is no session; a soft-deleted user has no card.
    if (!session || !member) continue;
    let user = byUser.get(row.userId);
    if (!user) {
      user = {
        ...member,
        membershipActive: memberships.get(member.userId)?.membershipActive ?? false,
        totalAttendances: 0,
        attendances: [],
      };
      byUser.set(row.userId, user);
    }
    user.attendances.push({
      date: row.date,
      dayName: session.dayName,
      practiceName: session.practiceName,
      attendanceStatus: row.attendanceStatus,
    });
    if (countsAsAttended(row.attendanceStatus, session.started)) user.totalAttendances++;
  }
  // One collator for the whole sort: String#localeCompare sets one up on every comparison.
  const collator = new Intl.Collator();
  const sortKey = (user: AttendanceHistoryUser) =>
    `${user.firstName ?? ''} ${user.lastName ?? ''} ${user.email}`;
  return [...byUser.values()]
    .map((user) => ({ user, key: sortKey(user) }))
    .sort((a, b) => collator.compare(a.key, b.key))
    .map(({ user }) => user);
}
