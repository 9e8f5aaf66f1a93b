import { ATTENDANCE_STATUSES, countsAsAttended } from '@sadhana/rules/attendance';
import { sessionStart } from '@sadhana/rules/time';
import { seedPractices, weeklyPractices } from '../src/modules/practice-sessions/practices/seed-practices.js';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database.js';

/** The baseline migration's SQL functions say what @sadhana/rules says, for every input the rules know. */
describe('the shared rules in SQL', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedPractices(db.dataSource.manager);
  });

  afterAll(async () => {
    await db.drop();
  });

  it('sadhana_counts_as_attended is countsAsAttended', async () => {
    for (const status of [null, ...ATTENDANCE_STATUSES, 'not-a-status']) {
      for (const started of [true, false]) {
        const { rows } = await db.pool.query('SELECT sadhana_counts_as_attended($1, $2) AS attended', [
          status,
          started,
        ]);
        expect({ status, started, attended: rows[0].attended }).toEqual({
          status,
          started,
          attended: countsAsAttended(status, started),
        });
      }
    }
  });

  it('sadhana_session_starts_at is sessionStart of that day’s practice, across a DST change', async () => {
    // 2026-11-01 is the Sunday clocks go back in New York; 2026-03-08 the Sunday they go forward.
    for (const date of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']) {
      const day = new Date(`${date}T12:00:00Z`).getUTCDay();
      const practice = weeklyPractices.find((p) => p.dayOfWeek === day);
      const { rows } = await db.pool.query('SELECT sadhana_session_starts_at($1::date) AS starts', [date]);
      expect(rows[0].starts).toEqual(sessionStart(date, practice?.startTime as string));
    }
  });

  it('sadhana_session_started is "the session start is not after now", for days before, on and after', async () => {
    for (const date of ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']) {
      const practice = weeklyPractices.find((p) => p.dayOfWeek === new Date(`${date}T12:00:00Z`).getUTCDay());
      const start = sessionStart(date, practice?.startTime as string);
      // Around Sunday's and Monday's sessions, and late on Monday evening (already Tuesday in UTC).
      for (const now of [
        '2026-11-22T10:00:00Z',
        '2026-11-23T09:29:00Z',
        '2026-11-23T09:31:00Z',
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
  });

  it('sadhana_membership_end is the scheduled end while one is set, else when it ended', async () => {
    const cancelAt = '2026-12-01T00:00:00.000Z';
    const endedAt = '2026-11-20T00:00:00.000Z';
    const end = async (a: string | null, b: string | null) =>
      (await db.pool.query('SELECT sadhana_membership_end($1, $2) AS e', [a, b])).rows[0].e?.toISOString() ??
      null;
    expect(await end(cancelAt, null)).toBe(cancelAt);
    expect(await end(null, endedAt)).toBe(endedAt);
    expect(await end(null, null)).toBeNull();
  });
});
