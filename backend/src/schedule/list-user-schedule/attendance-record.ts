/** Spec §3 "attendance record": one registration as the member screens show it (shared with them). */
export type { AttendanceRecord } from '@sadhana/rules/api';

/** session_registration joined with the practice of its weekday. $1 user id, then the handler's own filters. */
export const attendanceRecordsSql = (where: string, order: 'ASC' | 'DESC', limit: number) => `
  SELECT to_char(r.session_date, 'YYYY-MM-DD') AS "attendanceDate",
         r.attendance_status AS "attendanceStatus",
         p.name AS "practiceName", p.start_time AS "practiceStartTime", p.end_time AS "practiceEndTime"
  FROM session_registration r
  JOIN practices p ON p.day_of_week = extract(dow FROM r.session_date)::int
  WHERE r.user_id = $1 AND ${where}
  ORDER BY r.session_date ${order}
  LIMIT ${limit}`;
