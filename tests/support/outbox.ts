import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The e2e server's DATA_DIR, set by global-setup; E2E_DATA_DIR must be given with E2E_BASE_URL. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: global-setup did not start the app');
  return dir;
}

/** A mail of the outbox as a reader sees it. */
export interface OutboxMail {
  file: string;
  /** A header's value, unfolded and decoded ('' when the mail has none). */
  header(name: string): string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The path and query of each link in the plain-text part, in order (/dashboard, /unsubscribe?token=…). */
  links: string[];
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= or ?Q?), as nodemailer writes a subject that is not ASCII. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, word: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(word, 'base64').toString('utf8')
      : decodeQuotedPrintable(word.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A MIME entity's headers (unfolded, lower-case names) and its body. */
function entity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The first text/plain part of an entity (the entity itself when it is not multipart), decoded. */
function plainText(raw: string): string {
  const { headers, body } = entity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return decodeBody(headers, body);
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const text = plainText(part.replace(/^\r?\n/, ''));
    if (text) return text;
  }
  return '';
}

function parse(file: string, raw: string): OutboxMail {
  const { headers } = entity(raw);
  const text = plainText(raw);
  const links = [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map(([link]) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  });
  const header = (name: string) => decodeWords(headers.get(name.toLowerCase()) ?? '');
  return { file, header, subject: header('Subject'), text, links };
}

/** Every mail in `<DATA_DIR>/outbox/` to `to` whose subject contains `subject`, oldest first. */
export async function mailsTo(to: string, subject: string): Promise<OutboxMail[]> {
  const outbox = join(dataDir(), 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const mail = parse(file, await readFile(join(outbox, file), 'utf8'));
    if (mail.header('To').includes(to) && mail.subject.includes(subject)) mails.push(mail);
  }
  return mails;
}

/** Waits for the newest mail to `to` whose subject contains `subject`. */
export async function mailTo(to: string, subject: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(to, subject)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail "${subject}" to ${to} in ${join(dataDir(), 'outbox')}`);
}

/**
 * Waits for the newest mail to `to` whose subject contains `subject`, and returns the path and query
 * of its first link (e.g. /reset-password?token=...).
 */
export async function linkFromMail(to: string, subject: string, timeoutMs = 10_000): Promise<string> {
  const mail = await mailTo(to, subject, timeoutMs);
  const [link] = mail.links;
  if (!link) throw new Error(`The mail "${mail.subject}" to ${to} has no link`);
  return link;
}
