import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { seedPractices } from '../src/modules/practice-sessions/practices/seed-practices.js';
import { studioDate } from '../src/platform/domain/eastern-time.js';
import { formatStudioFigures, seedStudio } from './admin-studio.bench.js';
import { startBenchDatabase } from './bench-database.js';

/**
 * npm run studio -- --members 50000: the bench's studio (members, a year of activity, a session a day
 * with its roster) seeded into a fresh embedded PostgreSQL and its read models rebuilt, then held
 * open until Ctrl-C, its address printed, so the app or the browser tests can run on it:
 * `DATABASE_URL=<address> npm start` or `DATABASE_URL=<address> npm run test:e2e`.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { members: { type: 'string', default: '5000' } } });
  const members = Number(values.members);
  if (!Number.isInteger(members) || members < 1) throw new Error('--members takes a whole number above 0');
  const db = await startBenchDatabase();
  const stop = async () => {
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
  process.stdout.write(`\nDATABASE_URL=${db.url}\nHeld open until Ctrl-C.\n`);
  // The embedded PostgreSQL child process keeps this one alive until a signal stops both.
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
