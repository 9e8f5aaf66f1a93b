import { matchesPrefix, SORT_NAME, SqlParams } from '../src/modules/admin/shared/admin-sql.js';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database.js';

/** The admin's search and name order, as its queries write them, can be served by the baseline's indexes. */
describe('the users search indexes', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  /** The plan PostgreSQL picks when a full scan is priced out, as with many thousands of users. */
  async function planOf(sql: string, values: unknown[]): Promise<string> {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const { rows } = await client.query(`EXPLAIN ${sql}`, values);
      await client.query('ROLLBACK');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      client.release();
    }
  }

  it('a prefix search of names and emails reads the prefix indexes', async () => {
    const params = new SqlParams();
    const plan = await planOf(`SELECT id FROM users u WHERE ${matchesPrefix('Pat', params)}`, params.values);
    for (const index of [
      'users_email_prefix',
      'users_first_name_prefix',
      'users_last_name_prefix',
      'users_full_name_prefix',
    ]) {
      expect(plan).toContain(index);
    }
  });

  it('the name order reads the name index', async () => {
    const plan = await planOf(`SELECT id FROM users u ORDER BY ${SORT_NAME} LIMIT 50`, []);
    expect(plan).toContain('users_name_order');
  });
});
