import type { ChildProcess } from 'node:child_process';
import { spawnTs } from '../../../test/support/spawn-ts.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';

/**
 * An ordinary-table change and the events that record it commit together.
 * A process writing accounts is killed with SIGKILL at many points; whatever survives must be whole.
 */
describe('atomic writes under SIGKILL', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  it('never leaves an account without its MemberSignedUp, nor an event without its row', async () => {
    const kills = 10;
    const userCount = async () =>
      (await db.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n as number;
    for (let round = 0; round < kills; round++) {
      const before = await userCount();
      const child = spawnWriter(db.url);
      await readyOf(child);
      // Once the writer is under way (however loaded the machine), anywhere in its next few hundred ms.
      const deadline = Date.now() + 60_000;
      while ((await userCount()) === before && Date.now() < deadline) await sleep(20);
      await sleep((round * 97) % 500);
      await killed(child);
    }

    const [{ users }] = await db.pool.query('SELECT count(*)::int AS users FROM users').then((r) => r.rows);
    expect(users).toBeGreaterThan(kills);

    const { rows: withoutEvent } = await db.pool.query(
      `SELECT u.id FROM users u WHERE NOT EXISTS (
         SELECT 1 FROM events e WHERE e.stream_id = 'member-' || u.id AND e.type = 'MemberSignedUp')`,
    );
    expect(withoutEvent).toEqual([]);

    const { rows: withoutUser } = await db.pool.query(
      `SELECT e.stream_id FROM events e WHERE e.type = 'MemberSignedUp' AND NOT EXISTS (
         SELECT 1 FROM users u WHERE 'member-' || u.id = e.stream_id)`,
    );
    expect(withoutUser).toEqual([]);

    const { rows: twice } = await db.pool.query(
      `SELECT stream_id FROM events WHERE type = 'MemberSignedUp' GROUP BY stream_id HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);

    // Each profile change set the phone to the user's next number: the stored number is the count of
    // changes that committed, and exactly that many MemberProfileUpdated events must exist.
    const { rows: profileMismatch } = await db.pool.query(
      `SELECT u.id, u.phone_number, count(e.*)::int AS events
       FROM users u LEFT JOIN events e ON e.stream_id = 'member-' || u.id AND e.type = 'MemberProfileUpdated'
       GROUP BY u.id, u.phone_number
       HAVING count(e.*) <> coalesce(u.phone_number::int, 0)`,
    );
    expect(profileMismatch).toEqual([]);
    const [{ changed }] = await db.pool
      .query(`SELECT count(*)::int AS changed FROM events WHERE type = 'MemberProfileUpdated'`)
      .then((r) => r.rows);
    expect(changed).toBeGreaterThan(0);
  }, 240_000);
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function spawnWriter(databaseUrl: string): ChildProcess {
  return spawnTs('test/children/write-burst-child.ts', {
    env: { ...process.env, CHILD_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

function readyOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`writer exited before it was ready (code ${code})`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
