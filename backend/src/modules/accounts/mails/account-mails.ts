import { escapeHtml } from '../../../platform/mail/escape-html.js';
import type { MailMessage } from '../../../platform/mail/mail.service.js';

function layout(greeting: string, paragraphs: string[], link: string, action: string): string {
  return [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#666">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    '<p>Sadhana</p></body></html>',
  ].join('\n');
}

function greetingFor(firstName: string | null): string {
  return firstName ? `Namaskaram ${firstName},` : 'Namaskaram,';
}

/** The link is built from PUBLIC_URL by the caller, never from a request's Host header. */
export function passwordResetMail(to: string, firstName: string | null, link: string): MailMessage {
  const lines = [
    'We received a request to reset the password of your Sadhana account.',
    'The link below works once and expires in one hour. If you did not ask for it, you can ignore this mail.',
  ];
  return {
    to,
    subject: 'Reset your Sadhana password',
    text: `${greetingFor(firstName)}\n\n${lines.join('\n\n')}\n\n${link}\n\nSadhana\n`,
    html: layout(greetingFor(firstName), lines, link, 'Reset your password'),
    link,
  };
}

export function emailVerificationMail(to: string, firstName: string | null, link: string): MailMessage {
  const lines = [
    'Welcome to the Sadhana community. Please confirm that this is your email address.',
    'Open the link below while signed in to your new account. It works once and expires in 24 hours.',
    'If you did not create this account, ignore this mail: nothing happens without the link.',
  ];
  return {
    to,
    subject: 'Confirm your email address for Sadhana',
    text: `${greetingFor(firstName)}\n\n${lines.join('\n\n')}\n\n${link}\n\nSadhana\n`,
    html: layout(greetingFor(firstName), lines, link, 'Confirm your email address'),
    link,
  };
}
