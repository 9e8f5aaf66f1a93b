import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/platform/database/postgres-server.js';

export interface StartFigures {
  /** Seconds from the start command to the first page, nothing changed since the last build. */
  readonly unchanged: number;
  /**
   * The same with every workspace built again (what each start cost before builds were skipped);
   * undefined in the smoke run, which times the first start only (in `unchanged`).
   */
  readonly rebuilt?: number;
}

/**
 * `npm start`'s two steps (scripts/build.mjs, then the server) to the first page (GET /), on a data
 * directory of its own that is already initialised, as on a second start.
 */
export async function benchStart(repoRoot: string, { smoke = false } = {}): Promise<StartFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sadhana-bench-start-'));
  try {
    // The first start creates the database; the smoke run stops there, having seen the app serve.
    const first = await timeToFirstPage(repoRoot, dataDir, false);
    if (smoke) return { unchanged: first };
    const rebuilt = await timeToFirstPage(repoRoot, dataDir, true);
    const unchanged = await timeToFirstPage(repoRoot, dataDir, false);
    return { unchanged, rebuilt };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeToFirstPage(repoRoot: string, dataDir: string, force: boolean): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // exec: the signal that stops the server reaches node, not the shell.
  const command = `node scripts/build.mjs${force ? ' --force' : ''} && exec node backend/dist/src/main.js`;
  const app = spawn('sh', ['-c', command], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  try {
    for (;;) {
      if (app.exitCode !== null)
        throw new Error(`the app exited (${app.exitCode}) before serving its first page`);
      const answered = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    app.kill('SIGTERM');
    await exited;
  }
}
