// Spec §4: attendance status labels and badge colours.

export const ATTENDANCE_STATUS_LABELS: Record<string, string> = {
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

export type BadgeTone = 'green' | 'red' | 'amber' | 'orange';

export interface StatusBadgeView {
  label: string;
  tone: BadgeTone;
}

/**
 * A record's badge. Without a status, an upcoming date reads "Registered" and a past one
 * "Attended" (spec §2, §4). Green for attended or walk-in, red for no-show, amber for
 * waitlisted, orange otherwise.
 */
export function attendanceBadge(
  status: string | null | undefined,
  { past }: { past: boolean },
): StatusBadgeView {
  if (!status) return past ? { label: 'Attended', tone: 'green' } : { label: 'Registered', tone: 'orange' };
  const label = ATTENDANCE_STATUS_LABELS[status] ?? status;
  if (status === 'registered_attended' || status === 'walk_in_attended') return { label, tone: 'green' };
  if (status === 'registered_no_show') return { label, tone: 'red' };
  if (status === 'registered_waitlisted') return { label, tone: 'amber' };
  return { label, tone: 'orange' };
}
