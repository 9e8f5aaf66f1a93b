import type { SessionMailKind } from '../../../domain/practice-sessions/practice-session.events.js';
import type { SessionDate } from '../../../platform/domain/eastern-time.js';

/** The queue of the mails about sessions: one job tells everyone owed one kind of mail about one date. */
export const SESSION_MAILS_QUEUE = 'session-mails';

export type SessionMailJob = { kind: SessionMailKind; date: SessionDate };

/**
 * A job's key: the same kind, date and time (or triggering event) schedules one job, however many
 * registrations or instances ask for it.
 */
export function sessionMailJobKey(job: SessionMailJob, discriminator: string): string {
  return `${job.kind}:${job.date}:${discriminator}`;
}
