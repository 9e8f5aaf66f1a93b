import type { AttendanceRecord } from '@sadhana/rules/api';
import type { AttendanceStatus } from '@sadhana/rules/attendance';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../../../platform/database/prepared-reads.js';

const WAITLISTED: AttendanceStatus = 'registered_waitlisted';
const CLASS_CANCELLED: AttendanceStatus = 'registered_cancelled_by_teacher_admin_class_cancelled';

/** Spec §3 "attendance record": one registration as the member screens show it (shared with them). */
export type { AttendanceRecord };

/** Which of a member's registrations, by Eastern session date (YYYY-MM-DD). */
export type AttendanceRange =
  | { readonly from: string }
  | { readonly before: string }
  | { readonly through: string };

// Upcoming dates list registrations and places on a waitlist only: a status without either (a walk-in)
// is history, not a booking.
const RANGE_SQL = {
  from: 'r.session_date >= $2 AND (r.registered OR r.waitlist_ticket IS NOT NULL)',
  before: 'r.session_date < $2',
  through: 'r.session_date <= $2',
};

/**
 * A member's registrations in a range, each with the practice of its weekday. A place on the waitlist
 * reads as the status "registered_waitlisted" with its position (1 = next), counted from the tickets
 * of those still waiting on that date. On a cancelled date (session_cancellation) a registration or a
 * place in line reads "class cancelled", which owes no fee; the stored row is kept for a restoration.
 */
export function listAttendance(
  db: DataSource | EntityManager,
  userId: string,
  range: AttendanceRange,
  order: 'ASC' | 'DESC',
  limit: number,
): Promise<AttendanceRecord[]> {
  const [kind, date] = Object.entries(range)[0] as [keyof typeof RANGE_SQL, string];
  return preparedRead(
    db,
    `SELECT to_char(r.session_date, 'YYYY-MM-DD') AS "attendanceDate",
            CASE WHEN c.session_date IS NOT NULL AND (r.registered OR r.waitlist_ticket IS NOT NULL)
                   THEN '${CLASS_CANCELLED}'
                 WHEN r.waitlist_ticket IS NULL THEN r.attendance_status ELSE '${WAITLISTED}' END
              AS "attendanceStatus",
            CASE WHEN r.waitlist_ticket IS NOT NULL AND c.session_date IS NULL THEN (
              SELECT count(*)::int FROM session_registration w
              WHERE w.session_date = r.session_date AND w.waitlist_ticket <= r.waitlist_ticket
            ) END AS "waitlistPosition",
            p.name AS "practiceName", p.start_time AS "practiceStartTime", p.end_time AS "practiceEndTime"
     FROM session_registration r
     JOIN practices p ON p.day_of_week = extract(dow FROM r.session_date)::int
     LEFT JOIN session_cancellation c ON c.session_date = r.session_date
     WHERE r.user_id = $1 AND ${RANGE_SQL[kind]}
     ORDER BY r.session_date ${order === 'ASC' ? 'ASC' : 'DESC'}
     LIMIT $3`,
    [userId, date, limit],
  );
}
