import { sessionStart } from '@sadhana/rules/time';
import { seedPractices, weeklyPractices } from '../src/modules/practice-sessions/practices/seed-practices.js';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database.js';
import { BegunSessionsByDate1764300000000 } from './1764300000000-begun-sessions-by-date.js';

describe('BegunSessionsByDate1764300000000', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedPractices(db.dataSource.manager);
  });

  afterAll(async () => {
    await db.drop();
  });

  const functions = async () =>
    (
      await db.pool.query(
        "SELECT proname FROM pg_proc WHERE proname IN ('sadhana_session_started', 'sadhana_session_starts_at') ORDER BY 1",
      )
    ).rows.map((row: { proname: string }) => row.proname);

  it('drops the functions that told a begun session date by date; down() makes them again, as they were', async () => {
    expect(await functions()).toEqual([]);
    const runner = db.dataSource.createQueryRunner();
    try {
      const migration = new BegunSessionsByDate1764300000000();
      await migration.down(runner);
      expect(await functions()).toEqual(['sadhana_session_started', 'sadhana_session_starts_at']);
      // Days before, on and after, around Sunday's and Monday's sessions and late on Monday evening
      // (already Tuesday in UTC): begun once the session's start is not after now.
      for (const date of ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']) {
        const practice = weeklyPractices.find(
          (p) => p.dayOfWeek === new Date(`${date}T12:00:00Z`).getUTCDay(),
        );
        const start = sessionStart(date, practice?.startTime as string);
        for (const now of [
          '2026-11-22T10:00:00Z',
          '2026-11-23T09:29:00Z',
          '2026-11-23T10:31:00Z',
          '2026-11-24T03:30:00Z',
        ]) {
          const { rows } = await db.pool.query('SELECT sadhana_session_started($1::date, $2) AS started', [
            date,
            now,
          ]);
          expect({ date, now, started: rows[0].started }).toEqual({
            date,
            now,
            started: start <= new Date(now),
          });
        }
      }
      await migration.up(runner);
      expect(await functions()).toEqual([]);
    } finally {
      await runner.release();
    }
  });
});
