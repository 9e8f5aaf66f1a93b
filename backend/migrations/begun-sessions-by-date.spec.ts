import { createTestDatabase, type TestDatabase } from '../test/support/test-database.js';
import { BegunSessionsByDate1764300000000 } from './1764300000000-begun-sessions-by-date.js';

describe('BegunSessionsByDate1764300000000', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
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

  it('drops the functions that told a begun session date by date; down() makes them again', async () => {
    expect(await functions()).toEqual([]);
    const runner = db.dataSource.createQueryRunner();
    try {
      const migration = new BegunSessionsByDate1764300000000();
      await migration.down(runner);
      expect(await functions()).toEqual(['sadhana_session_started', 'sadhana_session_starts_at']);
      const { rows } = await db.pool.query(
        "SELECT sadhana_session_started('2026-11-20', '2026-11-21T12:00:00Z') AS before, sadhana_session_started('2026-11-22', '2026-11-21T12:00:00Z') AS after",
      );
      expect(rows[0]).toEqual({ before: true, after: false });
      await migration.up(runner);
      expect(await functions()).toEqual([]);
    } finally {
      await runner.release();
    }
  });
});
