import { escapeHtml } from './escape-html.js';
import type { MailMessage } from './mail.service.js';

/** A mail to a member about their practice: who, what, the page it is about, and for reminders the way out. */
export interface MemberMailContent {
  readonly to: { readonly email: string; readonly firstName: string | null };
  readonly subject: string;
  readonly lines: readonly string[];
  /** The page the mail is about: "Your schedule", "Your programs". */
  readonly page: { readonly label: string; readonly url: string };
  /** Reminders only: the page that asks before it turns them off, and RFC 8058's one-click link. */
  readonly unsubscribePage?: string;
  readonly oneClickUnsubscribe?: string;
  readonly messageId: string;
}

/**
 * The studio's mail to a member, as text and HTML alike: a greeting by first name, the lines, a link
 * to the page it is about and the signature; a reminder carries the one-click unsubscribe headers
 * and a link to a page that asks first. `messageId` is stable for what the mail tells, so a mail
 * delivered again after a crash is the same mail.
 */
export function memberMail(content: MemberMailContent): MailMessage {
  const { to, subject, lines, page, unsubscribePage, oneClickUnsubscribe } = content;
  const greeting = to.firstName ? `Namaskaram ${to.firstName},` : 'Namaskaram,';
  const footer = unsubscribePage
    ? `You get this because session reminders are on. To stop them: ${unsubscribePage}`
    : undefined;
  return {
    to: to.email,
    subject,
    text: [greeting, ...lines, `${page.label}: ${page.url}`, 'Sadhana', ...(footer ? [footer] : [])].join(
      '\n\n',
    ),
    html: [
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(page.url)}">${escapeHtml(page.label)}</a></p>`,
      '<p>Sadhana</p>',
      ...(unsubscribePage
        ? [
            `<p style="font-size: small">You get this because session reminders are on. <a href="${escapeHtml(unsubscribePage)}">Stop session reminders</a></p>`,
          ]
        : []),
      '</body></html>',
    ].join('\n'),
    link: page.url,
    messageId: content.messageId,
    headers: oneClickUnsubscribe
      ? {
          'List-Unsubscribe': `<${oneClickUnsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
  };
}
