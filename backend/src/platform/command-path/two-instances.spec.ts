import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import {
  type AppInstance as Instance,
  instanceHeaders,
  startAppInstance,
} from '../../../test/support/app-instances.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import {
  createTestEventStore,
  eventStoreName,
  freshNamespace,
} from '../../../test/support/test-event-store.js';
import type { EventStore } from '../event-store/event-store.port.js';

/**
 * Two app instances on one PostgreSQL (and one event store). Members register on both; one instance
 * is killed with SIGKILL mid-burst. Every answered write is stored once, the other instance takes
 * the projectors over (and, on the outbox write path, relays what the killed one left), and the read
 * model equals what the event log says.
 */
describe(`two instances on one database (${eventStoreName})`, () => {
  let db: TestDatabase;
  let store: EventStore;
  const namespace = freshNamespace();
  const instances: Instance[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    store = createTestEventStore(db, { namespace });
  });

  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGKILL');
    await store.close();
    await db.drop();
  });

  it('keeps every answered write once through a SIGKILL, fails projectors over, and replays to the same rows', async () => {
    const a = await startInstance(db.url, namespace);
    const b = await startInstance(db.url, namespace);
    instances.push(a, b);

    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(i % 2 === 0 ? a : b, i)));
    const sessionDate = DateTime.now().setZone('America/New_York').plus({ days: 3 }).toISODate() as string;

    const answered = new Map<string, number>();
    const inFlightAtKill = new Set<string>();
    let killedA = false;
    let stop = false;
    const burst = members.map(async (member, index) => {
      let attending = true;
      let cutOff = false;
      for (let i = 0; !stop; i++) {
        const target = !killedA && (i + index) % 2 === 0 ? a : b;
        const pending = fetch(`${target.url}/api/user-schedule`, {
          method: 'POST',
          headers: instanceHeaders(target, member.cookie),
          body: JSON.stringify({ attendanceDate: sessionDate, attending }),
        });
        const reply = await pending.catch(() => undefined);
        if (!reply) {
          // The instance died under this request: it may or may not have committed.
          inFlightAtKill.add(member.id);
          cutOff = true;
          continue;
        }
        const retryOfCutOff = cutOff;
        cutOff = false;
        if (reply.status === 404 && !attending && retryOfCutOff) {
          // The retry of a cancel the killed instance had committed: there is nothing left to
          // cancel, and the app says so rather than cancelling twice.
          expect(await reply.json()).toEqual({
            message: `You are not registered for the ${sessionDate} session.`,
          });
          attending = !attending;
          continue;
        }
        expect(reply.status).toBe(200);
        expect(await reply.json()).toMatchObject({ registered: attending });
        answered.set(member.id, (answered.get(member.id) ?? 0) + 1);
        attending = !attending;
      }
    });
    await sleep(1500);
    a.process.kill('SIGKILL');
    killedA = true;
    await sleep(1500);
    stop = true;
    await Promise.all(burst);

    // What the killed instance committed but did not relay, the other one relays.
    await eventually(
      async () => (await db.pool.query('SELECT 1 FROM event_outbox LIMIT 1')).rows.length === 0,
    );
    const session = await store.readStream(`practice-session-${sessionDate}`);
    // Every answered write is there, once; a write cut off by the kill at most once more.
    for (const member of members) {
      const rows = session.filter((event) => (event.data as { userId: string }).userId === member.id);
      const written = answered.get(member.id) ?? 0;
      expect(written).toBeGreaterThan(0);
      expect(rows.length).toBeGreaterThanOrEqual(written);
      expect(rows.length).toBeLessThanOrEqual(written + (inFlightAtKill.has(member.id) ? 1 : 0));
      // Register and cancel alternate: no write was applied twice.
      for (const [i, row] of rows.entries()) {
        expect(row.type).toBe(i % 2 === 0 ? 'RegisteredForSession' : 'RegistrationCancelled');
      }
    }

    // The surviving instance takes over the asynchronous projectors: a member signed up after the
    // kill reaches member_summary.
    const late = await signUp(b, 99);
    await eventually(async () => {
      const { rows } = await db.pool.query('SELECT 1 FROM member_summary WHERE user_id = $1', [late.id]);
      return rows.length === 1;
    });

    // Replay equals live: the read model is what the log says, registration by registration.
    const lastOfEach = new Map<string, string>();
    for (const event of await store.readStream(`practice-session-${sessionDate}`)) {
      lastOfEach.set((event.data as { userId: string }).userId, event.type);
    }
    const fromLog = [...lastOfEach]
      .filter(([, type]) => type === 'RegisteredForSession')
      .map(([userId]) => userId)
      .sort();
    const live = async () =>
      (
        await db.pool.query('SELECT user_id::text FROM session_registration WHERE session_date = $1', [
          sessionDate,
        ])
      ).rows
        .map((row: { user_id: string }) => row.user_id)
        .sort();
    // Where the read model follows the log (the outbox path), the events relayed last reach it soon.
    await eventually(async () => JSON.stringify(await live()) === JSON.stringify(fromLog)).catch(() => {});
    expect(await live()).toEqual(fromLog);
  }, 180_000);
});

interface Member {
  readonly id: string;
  readonly cookie: string;
}

const SESSION_SECRET = 'two-instances-share-one-session-secret';

function startInstance(databaseUrl: string, namespace: string): Promise<Instance> {
  return startAppInstance('src/main.ts', {
    DATABASE_URL: databaseUrl,
    // Used with EVENTSTORE_URL (KurrentDB), when the run sets it.
    EVENTSTORE_NAMESPACE: namespace,
    SESSION_SECRET,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sadhana-instance-')),
  });
}

async function signUp(instance: Instance, index: number): Promise<Member> {
  const reply = await fetch(`${instance.url}/api/auth/signup`, {
    method: 'POST',
    headers: instanceHeaders(instance),
    body: JSON.stringify({
      firstName: 'Two',
      lastName: `Instances ${index}`,
      email: `two-instances-${index}-${Date.now()}@example.com`,
      password: 'correct horse battery',
    }),
  });
  expect(reply.status).toBe(201);
  const user = (await reply.json()) as { id: string };
  const cookie = (reply.headers.get('set-cookie') ?? '').split(';')[0];
  return { id: user.id, cookie };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await sleep(100);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
