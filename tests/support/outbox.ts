import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The e2e server's DATA_DIR, set by global-setup; E2E_DATA_DIR must be given with E2E_BASE_URL. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: global-setup did not start the app');
  return dir;
}

/**
 * Waits for the newest mail to `to` in `<DATA_DIR>/outbox/` whose subject contains `subject`, and
 * returns the path and query of its link (e.g. /reset-password?token=...).
 */
export async function linkFromMail(to: string, subject: string, timeoutMs = 10_000): Promise<string> {
  const outbox = join(dataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort();
    for (const file of files.reverse()) {
      const raw = await readFile(join(outbox, file), 'utf8');
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) continue;
      if (!raw.includes(subject)) continue;
      // Quoted-printable: soft line breaks and an encoded "=".
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/[^\s"<>]+/.exec(text.slice(text.indexOf('\n\n')))?.[0];
      if (link) {
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail "${subject}" to ${to} in ${outbox}`);
}
