import { waitlistLabel } from '@sadhana/rules/registration';
import { sessionStart } from '../../../platform/domain/eastern-time.js';
import type { AttendanceRecord } from '../../../projections/session-registration/session-registration.queries.js';

/** A program (workshop or retreat) in which the member holds a place. */
export interface CalendarProgram {
  readonly bookingId: string;
  readonly title: string;
  readonly location: string;
  readonly startDate: Date;
  readonly endDate: Date;
}

/**
 * RFC 5545 text: CRLF line ends, escaped text values, times in UTC so no VTIMEZONE is needed. The
 * member's sessions, then the programs they hold a place in (from first to last day).
 */
export function renderCalendar(
  userId: string,
  records: readonly AttendanceRecord[],
  publicUrl: string,
  now: Date,
  programs: readonly CalendarProgram[] = [],
): string {
  const host = new URL(publicUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sadhana//Practice schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Sadhana practice',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const record of records) {
    const { status, summary } = eventOf(record);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${record.attendanceDate}-${userId}@${host}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(sessionStart(record.attendanceDate, record.practiceStartTime))}`,
      `DTEND:${utc(sessionStart(record.attendanceDate, record.practiceEndTime))}`,
      `SUMMARY:${escapeText(summary)}`,
      `STATUS:${status}`,
      `URL:${publicUrl}/dashboard`,
      'END:VEVENT',
    );
  }
  for (const program of programs) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:program-${program.bookingId}@${host}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(program.startDate)}`,
      `DTEND:${utc(program.endDate)}`,
      `SUMMARY:${escapeText(`${program.title} — Sadhana`)}`,
      `LOCATION:${escapeText(program.location)}`,
      'STATUS:CONFIRMED',
      `URL:${publicUrl}/programs`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A registration is CONFIRMED; a place on the waitlist TENTATIVE, with its place in line; a class the
 * studio cancelled stays in the calendar as CANCELLED, so the member sees why the morning is free.
 */
function eventOf(record: AttendanceRecord): { status: string; summary: string } {
  const practice = `${record.practiceName} — Sadhana`;
  if (record.attendanceStatus === 'registered_cancelled_by_teacher_admin_class_cancelled')
    return { status: 'CANCELLED', summary: `Cancelled: ${practice}` };
  if (record.attendanceStatus === 'registered_waitlisted')
    return { status: 'TENTATIVE', summary: `${practice} (${waitlistLabel(record.waitlistPosition ?? 1)})` };
  return { status: 'CONFIRMED', summary: practice };
}

function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}
