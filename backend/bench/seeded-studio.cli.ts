import 'reflect-metadata';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedPractices } from '../src/modules/practice-sessions/practices/seed-practices.js';
import { studioDate } from '../src/platform/domain/eastern-time.js';
import { formatStudioFigures, seedStudio } from './admin-studio.bench.js';
import { startBenchDatabase } from './bench-database.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * npm run studio: a demo studio in one command. The bench's studio (members who joined over a year,
 * their activity, a session a day with its roster; `--members`, 5,000 by default) is seeded into a
 * fresh embedded PostgreSQL of its own and its read models rebuilt, then the app is started on it
 * (`npm start`) until Ctrl-C, which stops both and removes the database.
 *
 * `--database-only` starts no app: the database is held open, its address printed, for
 * `DATABASE_URL=<address> npm run test:e2e` (the browser suite among the studio's members).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '5000' },
      'database-only': { type: 'boolean', default: false },
    },
  });
  const members = Number(values.members);
  if (!Number.isInteger(members) || members < 1) throw new Error('--members takes a whole number above 0');
  const db = await startBenchDatabase();
  let app: ChildProcess | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Ctrl-C reaches the app too: it stops on its own, then its database goes.
    if (app && app.exitCode === null) await new Promise((resolve) => app?.once('exit', resolve));
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await seedPractices(db.dataSource.manager);
    const figures = await seedStudio(db, members, studioDate(new Date()));
    process.stdout.write(formatStudioFigures(figures, members));
    // The bench database skips fsync on commit (see startBenchDatabase); an app on it keeps the default.
    await db.dataSource.query('ALTER DATABASE sadhana RESET synchronous_commit');
  } catch (error) {
    // Not left running, nor its data directory left behind.
    await db.close();
    throw error;
  }
  process.stdout.write(`\nDATABASE_URL=${db.url}\n`);
  if (values['database-only']) {
    process.stdout.write('Held open until Ctrl-C.\n');
    // The embedded PostgreSQL child process keeps this one alive until a signal stops both.
    return;
  }
  process.stdout.write('Starting the app on it (npm start); Ctrl-C stops both.\n');
  app = spawn('npm', ['start'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: db.url },
  });
  app.once('exit', (code) => {
    if (code !== 0 && code !== null) process.stderr.write(`The app exited with code ${code}.\n`);
    void stop();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
