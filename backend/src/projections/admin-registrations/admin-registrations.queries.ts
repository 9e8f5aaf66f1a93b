import {
  type AttendanceHistoryUser,
  DAY_NAMES,
  type SessionRegistrationEntry,
  type SessionRegistrationsDay,
} from '@sadhana/rules/admin';
import type { DataSource, EntityManager } from 'typeorm';
import { addDays, dayOfWeek } from '../../domain/time/eastern-time.js';
import { readMemberships } from '../admin-users-overview/membership-source.js';

type Db = DataSource | EntityManager;

type Row = SessionRegistrationEntry & {
  date: string;
  practiceName: string;
  practiceDescription: string | null;
};

/** session_registration rows of a date range (registered, or with a status), with the user and the practice. */
async function rowsBetween(db: Db, from: string, to: string): Promise<Row[]> {
  const rows: Omit<Row, 'membershipActive'>[] = await db.query(
    `SELECT to_char(r.session_date, 'YYYY-MM-DD') AS date, r.user_id AS "userId",
            u.first_name AS "firstName", u.last_name AS "lastName", u.email,
            r.attendance_status AS "attendanceStatus", r.registered,
            p.name AS "practiceName", p.description AS "practiceDescription"
     FROM session_registration r
     JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
     JOIN practices p ON p.day_of_week = extract(dow FROM r.session_date)::int
     WHERE r.session_date BETWEEN $1::date AND $2::date
     ORDER BY r.session_date, lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, '')), u.email`,
    [from, to],
  );
  const memberships = await readMemberships(db, [...new Set(rows.map((row) => row.userId))]);
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
): Promise<SessionRegistrationsDay[]> {
  const [rows, practices] = await Promise.all([
    rowsBetween(db, from, to),
    db.query('SELECT day_of_week AS "dayOfWeek", name, description FROM practices') as Promise<
      { dayOfWeek: number; name: string; description: string | null }[]
    >,
  ]);
  const practiceOn = new Map(practices.map((p) => [p.dayOfWeek, p]));
  const days: SessionRegistrationsDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = dayOfWeek(date);
    const practice = practiceOn.get(weekday);
    if (!practice) continue;
    const registrations = rows
      .filter((row) => row.date === date)
      .map(({ userId, firstName, lastName, email, membershipActive, attendanceStatus, registered }) => ({
        userId,
        firstName,
        lastName,
        email,
        membershipActive,
        attendanceStatus,
        registered,
      }));
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

const ATTENDED = new Set(['registered_attended', 'walk_in_attended']);

/** One card per user with sessions from `from` to `to` (newest first), and how many they attended. */
export async function attendanceHistory(
  db: Db,
  from: string,
  to: string,
  today: string,
): Promise<AttendanceHistoryUser[]> {
  const rows = await rowsBetween(db, from, to);
  // Thirty dates for tens of thousands of rows: each date's weekday is worked out once.
  const dayNames = new Map<string, string>();
  const dayNameOf = (date: string) => {
    let name = dayNames.get(date);
    if (name === undefined) {
      name = DAY_NAMES[dayOfWeek(date)];
      dayNames.set(date, name);
    }
    return name;
  };
  const byUser = new Map<string, AttendanceHistoryUser>();
  for (const row of [...rows].reverse()) {
    let user = byUser.get(row.userId);
    if (!user) {
      user = {
        userId: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        membershipActive: row.membershipActive,
        totalAttendances: 0,
        attendances: [],
      };
      byUser.set(row.userId, user);
    }
    user.attendances.push({
      date: row.date,
      dayName: dayNameOf(row.date),
      practiceName: row.practiceName,
      attendanceStatus: row.attendanceStatus,
    });
    const attended = row.attendanceStatus
      ? ATTENDED.has(row.attendanceStatus)
      : row.registered && row.date < today;
    if (attended) user.totalAttendances++;
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
