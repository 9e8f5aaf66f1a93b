import { ATTENDANCE_STATUSES, countsAsAttended } from '@sadhana/rules/attendance';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database.js';

/** The SQL functions of the rules say what @sadhana/rules says, for every input the rules know. */
describe('the shared rules in SQL', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
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
