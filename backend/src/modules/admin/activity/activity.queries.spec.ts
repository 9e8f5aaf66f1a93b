import type { ActivityStatus } from '@sadhana/rules/admin';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { activityStatusSql, MAU_DAYS, WAU_DAYS } from './activity.queries.js';

/** A user's activity status as the users list computes it, at the edges of each window. */
describe('activityStatusSql', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  const asOf = '2026-11-27';
  const cases: [lastActive: string | null, status: ActivityStatus][] = [
    [null, 'other'],
    ['2026-11-28', 'other'], // after the date asked about: not active as of then
    ['2026-11-27', 'DAU'],
    ['2026-11-26', 'WAU'],
    ['2026-11-21', 'WAU'], // six days before
    ['2026-11-20', 'MAU'], // WAU_DAYS before: out of the week
    ['2026-10-29', 'MAU'], // 29 days before
    ['2026-10-28', 'other'], // MAU_DAYS before: out of the month
  ];

  it.each(cases)('last active on %s, as of 2026-11-27: %s', async (lastActive, status) => {
    // The cases above are written for these windows.
    expect([WAU_DAYS, MAU_DAYS]).toEqual([7, 30]);
    const { rows } = await db.pool.query(`SELECT ${activityStatusSql('$1::date', '$2::date')} AS status`, [
      lastActive,
      asOf,
    ]);
    expect(rows[0].status).toBe(status);
  });
});
