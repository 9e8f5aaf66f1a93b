import { MISSED_SESSION_FEE } from '@sadhana/rules/fees';
import { LOCK_HOURS } from '@sadhana/rules/registration';
import { STUDIO_ZONE } from '@sadhana/rules/time';
import { DateTime } from 'luxon';
import type { SessionMailKind } from '../../../domain/practice-sessions/practice-session.events.js';
import type { MailMessage } from '../../../platform/mail/mail.service.js';
import { memberMail } from '../../../platform/mail/member-mail.js';

/** The session a mail is about, as members read it. */
export interface MailedSession {
  readonly date: string;
  readonly practiceName: string;
  readonly startsAt: Date;
  /** The reason an admin gave, for a cancelled class. */
  readonly cancelReason: string | null;
}

export interface MailRecipient {
  readonly email: string;
  readonly firstName: string | null;
}

/** The links a mail carries: the member's schedule, and for reminders the way to stop them. */
export interface MailLinks {
  readonly schedule: string;
  readonly unsubscribePage?: string;
  readonly oneClickUnsubscribe?: string;
}

const HOUR_MS = 3_600_000;

/** "Wednesday, December 2" */
function day(at: Date): string {
  return DateTime.fromJSDate(at, { zone: STUDIO_ZONE }).toFormat('cccc, LLLL d');
}

/** "5:00 AM" */
function time(at: Date): string {
  return DateTime.fromJSDate(at, { zone: STUDIO_ZONE }).toFormat('h:mm a');
}

function what(session: MailedSession): string {
  return `${session.practiceName} on ${day(session.startsAt)} at ${time(session.startsAt)} (Eastern)`;
}

function freeCancellationEnds(session: MailedSession): string {
  const lock = new Date(session.startsAt.getTime() - LOCK_HOURS * HOUR_MS);
  return `${day(lock)} at ${time(lock)}`;
}

function content(kind: SessionMailKind, session: MailedSession): { subject: string; lines: string[] } {
  const title = `${session.practiceName} on ${day(session.startsAt)}`;
  switch (kind) {
    case 'reminder':
      return {
        subject: `Reminder: ${title}`,
        lines: [
          `You are registered for ${what(session)}.`,
          `If you cannot come, cancel on your schedule by ${freeCancellationEnds(session)}. After that a cancellation or a missed session costs $${MISSED_SESSION_FEE}.`,
        ],
      };
    case 'promoted':
      return {
        subject: `You have a place: ${title}`,
        lines: [
          `A place opened and you were moved up from the waitlist: you are now registered for ${what(session)}.`,
          `If you can no longer come, cancel on your schedule by ${freeCancellationEnds(session)}, free of charge.`,
        ],
      };
    case 'session-full':
      return {
        subject: `No place this time: ${title}`,
        lines: [
          `The ${what(session)} class stayed full and registration has now closed, so your place on its waitlist did not become a registration.`,
          'Nothing is owed for it. We hope to see you at another session.',
        ],
      };
    case 'class-cancelled':
      return {
        subject: `Class cancelled: ${title}`,
        lines: [
          `The ${what(session)} class is cancelled.`,
          `Reason: ${session.cancelReason ?? 'not given'}`,
          'Your registration for it needs nothing from you, and no fee arises for it. If the class is restored, your place is kept.',
        ],
      };
  }
}

/**
 * One mail about a session. `messageId` is stable for the member, the session, the kind and its
 * occurrence, so a mail delivered again after a crash is the same mail. A reminder carries the
 * one-click unsubscribe headers (RFC 8058) and a link to a page that asks first.
 */
export function sessionMail(
  kind: SessionMailKind,
  to: MailRecipient,
  session: MailedSession,
  links: MailLinks,
  messageId: string,
): MailMessage {
  const { subject, lines } = content(kind, session);
  return memberMail({
    to,
    subject,
    lines,
    page: { label: 'Your schedule', url: links.schedule },
    unsubscribePage: links.unsubscribePage,
    oneClickUnsubscribe: links.oneClickUnsubscribe,
    messageId,
  });
}
