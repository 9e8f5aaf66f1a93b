import type { AdminJob, SessionMailKind } from '@sadhana/rules/admin-workspace';
import { formatEasternTimestamp, formatMonthDay, formatWeekday } from '../../../lib/eastern-time';

const KIND_WORDS: Record<SessionMailKind, string> = {
  reminder: 'Reminders',
  promoted: 'A place from the waitlist',
  'class-cancelled': 'Class cancelled',
  'session-full': 'No place from the waitlist',
};

const STATE_WORDS: Record<AdminJob['state'], string> = {
  created: 'Waiting',
  retry: 'Will try again',
  active: 'Sending',
  completed: 'Sent',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** What a job sends, for which session: "Reminders — Tuesday, Dec 1"; another queue's job by its queue. */
export function jobWhat(job: AdminJob): string {
  const { kind, date } = job.data;
  const what = kind && kind in KIND_WORDS ? KIND_WORDS[kind] : job.queue;
  return date ? `${what} — ${formatWeekday(date)}, ${formatMonthDay(date)}` : what;
}

export function jobState(job: AdminJob): string {
  return STATE_WORDS[job.state] ?? job.state;
}

/**
 * Attempts made of those allowed: "0 of 7". The server's `attempts` counts the retries started (the
 * queue's retry count), so a job that has run at all has made one attempt more.
 */
export function jobAttempts(job: AdminJob): string {
  const made = job.state === 'created' ? 0 : job.attempts + 1;
  return `${made} of ${job.retryLimit + 1}`;
}

const MINUTE_MS = 60_000;

/**
 * A job's time, Eastern, to the nearest minute: a job planned for 5:00 PM is kept as a distance from
 * the database's clock and read back a millisecond or two off, which cutting to the minute would
 * show as 4:59 PM.
 */
export function jobTime(instant: string): string {
  const nearest = Math.round(new Date(instant).getTime() / MINUTE_MS) * MINUTE_MS;
  return formatEasternTimestamp(new Date(nearest).toISOString());
}
