// Attendance statuses, their labels and badge colours. A date can also have no status (null).

export const ATTENDANCE_STATUSES = [
  'registered_attended',
  'registered_no_show',
  'registered_cancelled_by_participant',
  'registered_cancelled_due_to_emergency',
  'registered_cancelled_by_admin_full_capacity',
  'registered_cancelled_by_teacher_admin_class_cancelled',
  'registered_waitlisted',
  'registered_rescheduled',
  'walk_in_attended',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  registered_attended: 'Registered – Attended',
  registered_no_show: 'Registered – No Show',
  registered_cancelled_by_participant: 'Registered – Cancelled by Participant',
  registered_cancelled_due_to_emergency: 'Registered – Cancelled Due to Emergency',
  registered_cancelled_by_admin_full_capacity: 'Registered – Cancelled by Admin (Full Capacity)',
  registered_cancelled_by_teacher_admin_class_cancelled:
    'Registered – Cancelled by Teacher/Admin (Class Cancelled)',
  registered_waitlisted: 'Registered – Waitlisted',
  registered_rescheduled: 'Registered – Rescheduled',
  walk_in_attended: 'Walk-in – Attended',
};

export function isAttendanceStatus(value: unknown): value is AttendanceStatus {
  return typeof value === 'string' && (ATTENDANCE_STATUSES as readonly string[]).includes(value);
}

/** The statuses that count as having attended. */
export function isAttended(status: AttendanceStatus): boolean {
  return status === 'registered_attended' || status === 'walk_in_attended';
}

/**
 * The statuses that say what happened at a session (attended, no-show, walk-in): known only once it
 * has begun, so the server refuses them for a session not yet begun. The others (cancellations, the
 * waitlist, rescheduled) an admin may set ahead of time.
 */
export function isOutcomeStatus(status: string): boolean {
  return status === 'registered_attended' || status === 'registered_no_show' || status === 'walk_in_attended';
}

/**
 * The statuses by which the studio took a member's place for a date (the class was full, or
 * cancelled): that member can neither cancel nor register again for the date themselves, as their
 * card says; only an admin changes it.
 */
export function isPlaceTakenByStudio(status: string | null | undefined): boolean {
  return (
    status === 'registered_cancelled_by_admin_full_capacity' ||
    status === 'registered_cancelled_by_teacher_admin_class_cancelled'
  );
}

/**
 * Whether a registration or walk-in counts as attended: by its status when an admin recorded one;
 * without a status, once its session has started (a registration nobody marked otherwise is taken as
 * attended, as the screens show it). The one statement of the rule: the attendance counts, the fees
 * ledger and the SQL function `sadhana_counts_as_attended` (tested against this) all follow it.
 */
export function countsAsAttended(status: string | null, started: boolean): boolean {
  return status === null ? started : isAttendanceStatus(status) && isAttended(status);
}

export type BadgeTone = 'green' | 'red' | 'amber' | 'orange';

export interface AttendanceBadge {
  label: string;
  tone: BadgeTone;
}

/**
 * A member's badge for a registration. Without a status an upcoming date reads "Registered" and a
 * past one "Attended". Green for attended or walk-in, red for no-show, amber for
 * waitlisted, orange otherwise. A status this list does not know is shown as it is, in orange.
 */
export function attendanceBadge(
  status: string | null | undefined,
  { past }: { past: boolean },
): AttendanceBadge {
  if (!status) return past ? { label: 'Attended', tone: 'green' } : { label: 'Registered', tone: 'orange' };
  if (!isAttendanceStatus(status)) return { label: status, tone: 'orange' };
  const label = ATTENDANCE_STATUS_LABELS[status];
  if (isAttended(status)) return { label, tone: 'green' };
  if (status === 'registered_no_show') return { label, tone: 'red' };
  if (status === 'registered_waitlisted') return { label, tone: 'amber' };
  return { label, tone: 'orange' };
}

export type AdminBadgeVariant = 'default' | 'destructive' | 'outline';

/** The admin view's badge: attended and walk-in default (green), no-show destructive (red), others outline. */
export function adminBadgeVariant(status: string | null | undefined): AdminBadgeVariant {
  if (!isAttendanceStatus(status)) return 'outline';
  if (isAttended(status)) return 'default';
  if (status === 'registered_no_show') return 'destructive';
  return 'outline';
}
