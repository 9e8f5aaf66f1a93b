import type { AdminUserRecord } from '@sadhana/rules/admin';

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

/** Users tab "Status": Active unless the user had no activity in the last 30 days. */
export function activityLabel(user: Pick<AdminUserRecord, 'inactive'>): 'Active' | 'Inactive' {
  return user.inactive ? 'Inactive' : 'Active';
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
