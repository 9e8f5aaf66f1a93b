import { ACTIVITY_LABELS, type ActivityStatus } from '@sadhana/rules/admin';
import {
  MEMBERSHIP_STANDING_LABELS,
  type MembershipKind,
  type MembershipStanding,
} from '@sadhana/rules/admin-workspace';

const WEEKDAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function fullName(user: {
  firstName: string | null;
  lastName: string | null;
  email?: string;
}): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email || 'Unnamed user';
}

/** The app's one date format (lib/eastern-time): "Nov 24, 2026", Eastern. */
export { formatDate } from '../../../lib/eastern-time';

export function weekSchedule(days: readonly number[]): string {
  return days.length === 0 ? 'No schedule set' : days.map((d) => WEEKDAY_ABBREVIATIONS[d]).join(', ');
}

export function sessionsCount(count: number): string {
  return `${count} ${count === 1 ? 'session' : 'sessions'}`;
}

/**
 * How a user's membership stands: paused when the user data says so (a paused member keeps a
 * membership they do not use), else its kind.
 */
export function membershipStanding(user: {
  membershipKind: MembershipKind;
  paused?: unknown;
}): MembershipStanding {
  return user.paused === true ? 'paused' : user.membershipKind;
}

/** "Member", "Complimentary", "Paused" or "Free". */
export function membershipLabel(standing: MembershipStanding): string {
  return MEMBERSHIP_STANDING_LABELS[standing];
}

/** "Active today", "Active this week", "Active this month" or "Inactive". */
export function activityLabel(activity: ActivityStatus): string {
  return ACTIVITY_LABELS[activity] ?? ACTIVITY_LABELS.other;
}

/** RFC 4180 CSV: every field quoted, quotes doubled; a leading formula character is neutralised. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows
    .map((row) =>
      row
        .map((value) => {
          let text = value === null ? '' : String(value);
          if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
          return `"${text.replaceAll('"', '""')}"`;
        })
        .join(','),
    )
    .join('\r\n');
}

export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`${csv}\r\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A date's places on the roster: "12 of 15 places", or "No limit". */
export function placesInWords({
  placesTaken,
  capacity,
}: {
  placesTaken: number;
  capacity: number | null;
}): string {
  return capacity === null ? 'No limit' : `${placesTaken} of ${capacity} places`;
}
