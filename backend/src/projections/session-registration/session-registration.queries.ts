import type { AttendanceRecord } from '@sadhana/rules/api';
import type { AttendanceStatus } from '@sadhana/rules/attendance';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../platform/database/prepared-reads.js';
import { jsonItem, jsonItems, type SqlPlaceholder } from '../../platform/database/sql-json.js';

const WAITLISTED: AttendanceStatus = 'registered_waitlisted';
const CLASS_CANCELLED: AttendanceStatus = 'registered_cancelled_by_teacher_admin_class_cancelled';

/** Spec §3 "attendance record": one registration as the member screens show it (shared with them). */
export type { AttendanceRecord };

/** Which of a member's registrations, by Eastern session date (YYYY-MM-DD). */
export type AttendanceRange = { readonly from: string } | { readonly through: string };

/** The kind of an AttendanceRange: from a date on, or through it. */
export type AttendanceRangeKind = keyof typeof RANGE_SQL;

// Upcoming dates list registrations and places on a waitlist only: a status without either (a walk-in)
// is history, not a booking.
const RANGE_SQL = {
  from: (date: SqlPlaceholder) =>
    `r.session_date >= ${date}::date AND (r.registered OR r.waitlist_ticket IS NOT NULL)`,
  through: (date: SqlPlaceholder) => `r.session_date <= ${date}::date`,
} satisfies Record<string, (date: SqlPlaceholder) => string>;

/** Which of a member's registrations an SQL fragment reads: the range's date and the limit as placeholders (or a constant limit). */
export interface AttendanceSelection {
  readonly range: AttendanceRangeKind;
  readonly date: SqlPlaceholder;
  readonly order: 'ASC' | 'DESC';
  readonly limit: SqlPlaceholder | `${number}`;
}

/**
 * SQL: a member's registrations in a range as a JSON array of attendance records, each with the
 * practice of its weekday. A place on the waitlist reads as the status "registered_waitlisted" with
 * its position (1 = next), counted from the tickets of those still waiting on that date. On a
 * cancelled date (session_cancellation) a registration or a place in line reads "class cancelled",
 * which owes no fee; the stored row is kept for a restoration. A JSON value, so a reader that needs
 * more (the fees ledger) takes the records in its own statement.
 */
export function attendanceRecordsJsonSql(
  userId: SqlPlaceholder,
  { range, date, order, limit }: AttendanceSelection,
): string {
  const direction = order === 'ASC' ? 'ASC' : 'DESC';
  return jsonItems(
    `SELECT r.session_date, ${jsonItem(
      `to_char(r.session_date, 'YYYY-MM-DD') AS "attendanceDate",
       CASE WHEN c.session_date IS NOT NULL AND (r.registered OR r.waitlist_ticket IS NOT NULL)
              THEN '${CLASS_CANCELLED}'
            WHEN r.waitlist_ticket IS NULL THEN r.attendance_status ELSE '${WAITLISTED}' END
         AS "attendanceStatus",
       CASE WHEN r.waitlist_ticket IS NOT NULL AND c.session_date IS NULL THEN (
         SELECT count(*)::int FROM session_registration w
         WHERE w.session_date = r.session_date AND w.waitlist_ticket <= r.waitlist_ticket
       ) END AS "waitlistPosition",
       p.name AS "practiceName", p.start_time AS "practiceStartTime", p.end_time AS "practiceEndTime"`,
    )}
     FROM session_registration r
     JOIN practices p ON p.day_of_week = extract(dow FROM r.session_date)::int
     LEFT JOIN session_cancellation c ON c.session_date = r.session_date
     WHERE r.user_id = ${userId} AND ${RANGE_SQL[range](date)}
     ORDER BY r.session_date ${direction}
     LIMIT ${limit}::int`,
    `page_row.session_date ${direction}`,
  );
}

/** A member's registrations in a range, as attendanceRecordsJsonSql reads them. */
export async function listAttendance(
  db: DataSource | EntityManager,
  userId: string,
  range: AttendanceRange,
  order: 'ASC' | 'DESC',
  limit: number,
): Promise<AttendanceRecord[]> {
  const [kind, date] = Object.entries(range)[0] as [AttendanceRangeKind, string];
  const [{ records }] = await preparedRead<{ records: AttendanceRecord[] }>(
    db,
    `SELECT ${attendanceRecordsJsonSql('$1', { range: kind, date: '$2', order, limit: '$3' })} AS records`,
    [userId, date, limit],
  );
  return records;
}
