import type { ChildProcess } from 'node:child_process';
import { spawnTs } from '../../../test/support/spawn-ts.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import {
  allEvents,
  createOutboxEventStore,
  createTestEventStore,
  eventStoreName,
  freshNamespace,
  kurrentDbUrl,
} from '../../../test/support/test-event-store.js';
import type { EventStore } from '../event-store/event-store.port.js';

/**
 * An ordinary-table change and the events that record it commit together, and every event reaches
 * the log exactly once. A process writing accounts is killed with SIGKILL at many points, and
 * started again; whatever survives must be whole. On the outbox write path (KurrentDB's; on CI the
 * PostgreSQL store composed with it) a kill between commit and relay leaves events in the outbox,
 * which the next process relays, each once.
 */
const writePaths: Array<{ name: string; outbox: boolean; kills: number }> = kurrentDbUrl
  ? [{ name: `${eventStoreName}, the outbox`, outbox: true, kills: 10 }]
  : [
      { name: `${eventStoreName}, in the transaction`, outbox: false, kills: 10 },
      { name: `${eventStoreName} through the outbox`, outbox: true, kills: 6 },
    ];

describe.each(writePaths)('atomic writes under SIGKILL ($name)', ({ outbox, kills }) => {
  let db: TestDatabase;
  let store: EventStore;
  const namespace = freshNamespace();

  beforeAll(async () => {
    db = await createTestDatabase();
    store = (outbox ? createOutboxEventStore : createTestEventStore)(db, { namespace });
  });

  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('never leaves an account without its MemberSignedUp, nor an event without its row, nor one twice', async () => {
    const userCount = async () =>
      (await db.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n as number;
    const someProfileChanged = async () =>
      (await db.pool.query('SELECT 1 FROM users WHERE phone_number IS NOT NULL LIMIT 1')).rows.length > 0;
    for (let round = 0; round < kills; round++) {
      const before = await userCount();
      const child = spawnWriter(db.url, namespace, outbox);
      await readyOf(child);
      // Once the writer is under way (however loaded the machine), anywhere in its next few hundred ms.
      // The first round also waits for a profile change, which comes after a sign-up has answered:
      // on a slow path and a loaded machine the kills could otherwise all come before any.
      const deadline = Date.now() + 60_000;
      const underWay = async () =>
        (await userCount()) > before && (round > 0 || (await someProfileChanged()));
      while (!(await underWay()) && Date.now() < deadline) await sleep(20);
      await sleep((round * 97) % 500);
      await killed(child);
    }
    // Started once more, the app relays what the last kill left in the outbox.
    const restarted = spawnWriter(db.url, namespace, outbox, { idle: true });
    await readyOf(restarted);
    await eventually(
      async () => (await db.pool.query('SELECT 1 FROM event_outbox LIMIT 1')).rows.length === 0,
    );
    await killed(restarted);

    const users = (await db.pool.query('SELECT id, phone_number FROM users')).rows as {
      id: string;
      phone_number: string | null;
    }[];
    expect(users.length).toBeGreaterThan(kills);
    const events = await allEvents(store);
    // Each event reached the log once.
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);

    const signUps = new Map<string, number>();
    const profileChanges = new Map<string, number>();
    const count = (counts: Map<string, number>, stream: string) =>
      counts.set(stream, (counts.get(stream) ?? 0) + 1);
    for (const event of events) {
      if (event.type === 'MemberSignedUp') count(signUps, event.streamId);
      if (event.type === 'MemberProfileUpdated') count(profileChanges, event.streamId);
    }
    const streamOf = (userId: string) => `member-${userId}`;
    expect(users.filter((user) => signUps.get(streamOf(user.id)) !== 1).map((user) => user.id)).toEqual([]);
    const userStreams = new Set(users.map((user) => streamOf(user.id)));
    expect([...signUps.keys()].filter((stream) => !userStreams.has(stream))).toEqual([]);

    // Each profile change set the phone to the user's next number: the stored number is the count of
    // changes that committed, and exactly that many MemberProfileUpdated events must exist.
    const mismatched = users.filter(
      (user) => (profileChanges.get(streamOf(user.id)) ?? 0) !== Number(user.phone_number ?? 0),
    );
    expect(mismatched).toEqual([]);
    expect(profileChanges.size).toBeGreaterThan(0);
  }, 300_000);
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await sleep(100);
  }
}

function spawnWriter(
  databaseUrl: string,
  namespace: string,
  outbox: boolean,
  options: { idle?: boolean } = {},
): ChildProcess {
  return spawnTs('test/children/write-burst-child.ts', {
    env: {
      ...process.env,
      CHILD_DATABASE_URL: databaseUrl,
      CHILD_EVENTSTORE_NAMESPACE: namespace,
      CHILD_WRITE_PATH: outbox ? 'outbox' : 'own',
      CHILD_IDLE: options.idle ? '1' : '',
    },
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
