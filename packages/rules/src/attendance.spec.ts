import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  adminBadgeVariant,
  attendanceBadge,
  countsAsAttended,
  isAttendanceStatus,
  isOutcomeStatus,
  isPlaceTakenByStudio,
} from './attendance.js';

describe('attendance statuses', () => {
  it('are the nine statuses, each with its label', () => {
    expect(ATTENDANCE_STATUSES.map((status) => [status, ATTENDANCE_STATUS_LABELS[status]])).toEqual([
      ['registered_attended', 'Registered – Attended'],
      ['registered_no_show', 'Registered – No Show'],
      ['registered_cancelled_by_participant', 'Registered – Cancelled by Participant'],
      ['registered_cancelled_due_to_emergency', 'Registered – Cancelled Due to Emergency'],
      ['registered_cancelled_by_admin_full_capacity', 'Registered – Cancelled by Admin (Full Capacity)'],
      [
        'registered_cancelled_by_teacher_admin_class_cancelled',
        'Registered – Cancelled by Teacher/Admin (Class Cancelled)',
      ],
      ['registered_waitlisted', 'Registered – Waitlisted'],
      ['registered_rescheduled', 'Registered – Rescheduled'],
      ['walk_in_attended', 'Walk-in – Attended'],
    ]);
  });

  it('are told apart from other values', () => {
    expect(isAttendanceStatus('walk_in_attended')).toBe(true);
    expect(isAttendanceStatus('attended')).toBe(false);
    expect(isAttendanceStatus('toString')).toBe(false);
    expect(isAttendanceStatus(null)).toBe(false);
  });
});

describe('statuses and time', () => {
  it('tells the outcomes of a session (only once it has begun) from what may be set ahead of time', () => {
    expect(ATTENDANCE_STATUSES.filter(isOutcomeStatus)).toEqual([
      'registered_attended',
      'registered_no_show',
      'walk_in_attended',
    ]);
  });

  it("tells the statuses by which the studio took a member's place", () => {
    expect(ATTENDANCE_STATUSES.filter(isPlaceTakenByStudio)).toEqual([
      'registered_cancelled_by_admin_full_capacity',
      'registered_cancelled_by_teacher_admin_class_cancelled',
    ]);
    expect(isPlaceTakenByStudio(null)).toBe(false);
  });
});

describe('attendanceBadge', () => {
  const tone = (status: string) => attendanceBadge(status, { past: true }).tone;

  it('is green for attended or walk-in, red for no-show, amber for waitlisted, orange otherwise', () => {
    expect(tone('registered_attended')).toBe('green');
    expect(tone('walk_in_attended')).toBe('green');
    expect(tone('registered_no_show')).toBe('red');
    expect(tone('registered_waitlisted')).toBe('amber');
    expect(tone('registered_cancelled_by_participant')).toBe('orange');
    expect(tone('registered_rescheduled')).toBe('orange');
  });

  it('shows the status label', () => {
    expect(attendanceBadge('registered_no_show', { past: false })).toEqual({
      label: 'Registered – No Show',
      tone: 'red',
    });
  });

  it('reads "Attended" for a past date without status and "Registered" for an upcoming one', () => {
    expect(attendanceBadge(null, { past: true })).toEqual({ label: 'Attended', tone: 'green' });
    expect(attendanceBadge(null, { past: false })).toEqual({ label: 'Registered', tone: 'orange' });
    expect(attendanceBadge(undefined, { past: false })).toEqual({ label: 'Registered', tone: 'orange' });
  });

  it('shows a status it does not know as it is', () => {
    expect(attendanceBadge('late', { past: true })).toEqual({ label: 'late', tone: 'orange' });
  });
});

describe('adminBadgeVariant', () => {
  it('is default for attended and walk-in, destructive for no-show, outline for the rest', () => {
    expect(adminBadgeVariant('registered_attended')).toBe('default');
    expect(adminBadgeVariant('walk_in_attended')).toBe('default');
    expect(adminBadgeVariant('registered_no_show')).toBe('destructive');
    expect(adminBadgeVariant('registered_waitlisted')).toBe('outline');
    expect(adminBadgeVariant(null)).toBe('outline');
  });
});

describe('countsAsAttended', () => {
  it('counts the attended and walk-in statuses, and a started session nobody marked', () => {
    expect(countsAsAttended('registered_attended', false)).toBe(true);
    expect(countsAsAttended('walk_in_attended', true)).toBe(true);
    expect(countsAsAttended(null, true)).toBe(true);
    expect(countsAsAttended(null, false)).toBe(false);
    expect(countsAsAttended('registered_no_show', true)).toBe(false);
    expect(countsAsAttended('registered_cancelled_by_participant', true)).toBe(false);
    expect(countsAsAttended('not-a-status', true)).toBe(false);
  });
});
