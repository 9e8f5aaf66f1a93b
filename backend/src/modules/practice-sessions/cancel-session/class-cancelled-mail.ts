import { escapeHtml } from '../../../platform/mail/escape-html.js';
import type { MailMessage } from '../../../platform/mail/mail.service.js';

/** "Tuesday, November 24": a YYYY-MM-DD date as members read it (the date itself, no time zone shift). */
function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export interface CancelledClass {
  date: string;
  practiceName: string;
  startTime: string;
  reason: string;
}

/** The one mail each registrant and waitlisted member gets when an admin cancels their class. */
export function classCancelledMail(
  to: string,
  firstName: string | null,
  cancelled: CancelledClass,
  scheduleLink: string,
): MailMessage {
  const greeting = firstName ? `Namaskaram ${firstName},` : 'Namaskaram,';
  const lines = [
    `The ${cancelled.practiceName} class on ${longDate(cancelled.date)} at ${cancelled.startTime} is cancelled.`,
    `Reason: ${cancelled.reason}`,
    'Your registration for it needs nothing from you, and no fee arises for it. If the class is restored, your place is kept.',
  ];
  return {
    to,
    subject: `Class cancelled: ${cancelled.practiceName} on ${longDate(cancelled.date)}`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\nYour schedule: ${scheduleLink}\n\nSadhana\n`,
    html: [
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(scheduleLink)}">Your schedule</a></p>`,
      '<p>Sadhana</p></body></html>',
    ].join('\n'),
    link: scheduleLink,
  };
}
