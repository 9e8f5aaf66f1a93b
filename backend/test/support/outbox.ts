import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BackgroundWork } from '../../src/platform/concurrency/background-work.js';
import { MailService } from '../../src/platform/mail/mail.service.js';
import type { TestApp } from './test-app.js';

export interface OutboxMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  /** The mail with quoted-printable soft line breaks undone, to search its text. */
  text: string;
  /** The first link to PUBLIC_URL in the text part. */
  link: string | undefined;
}

function header(raw: string, name: string): string {
  return raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
}

/**
 * Every mail the app wrote to `<dataDir>/outbox/`, oldest first, once the work after answers (which
 * queues mail) is done and the queued mails are written.
 */
export async function readOutbox(testApp: TestApp): Promise<OutboxMail[]> {
  await testApp.app.get(BackgroundWork).idle();
  await testApp.app.get(MailService).idle();
  const dir = path.join(testApp.runtime.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      // Quoted-printable soft line breaks would split a long link.
      const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const base = testApp.runtime.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return {
        file,
        raw,
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
        text: unfolded,
        link: unfolded.match(new RegExp(`${base}/[^\\s"<>]+`))?.[0],
      };
    }),
  );
}

/** The newest mail to an address, or undefined. */
export async function lastMailTo(testApp: TestApp, to: string): Promise<OutboxMail | undefined> {
  return (await readOutbox(testApp)).filter((mail) => mail.to.includes(to)).at(-1);
}
