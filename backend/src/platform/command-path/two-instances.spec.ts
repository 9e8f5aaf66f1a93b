import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { spawnTs } from '../../../test/support/spawn-ts.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';

/**
 * Issue 9 item 8: two app instances on one PostgreSQL. Members register on both; one instance is
 * killed with SIGKILL mid-burst. Every answered write is stored once, the other instance takes the
 * projectors over, and the read model equals what the event log says.
 */
describe('two instances on one database', () => {
  let db: TestDatabase;
  const instances: Instance[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGKILL');
    await db.drop();
  });

  it('keeps every answered write once through a SIGKILL, fails projectors over, and replays to the same rows', async () => {
    const a = await startInstance(db.url);
    const b = await startInstance(db.url);
    instances.push(a, b);

    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(i % 2 === 0 ? a : b, i)));
    const sessionDate = DateTime.now().setZone('America/New_York').plus({ days: 3 }).toISODate() as string;

    const answered = new Map<string, number>();
    const inFlightAtKill = new Set<string>();
    let killedA = false;
    let stop = false;
    const burst = members.map(async (member, index) => {
      let attending = true;
      for (let i = 0; !stop; i++) {
        const target = !killedA && (i + index) % 2 === 0 ? a : b;
        const pending = fetch(`${target.url}/api/user-schedule`, {
          method: 'POST',
          headers: headersFor(target, member.cookie),
          body: JSON.stringify({ attendanceDate: sessionDate, attending }),
        });
        const reply = await pending.catch(() => undefined);
        if (!reply) {
          // The instance died under this request: it may or may not have committed.
          inFlightAtKill.add(member.id);
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

    // Every answered write is there, once; a write cut off by the kill at most once more.
    for (const member of members) {
      const { rows } = await db.pool.query(
        `SELECT type FROM events WHERE stream_id = $1 AND data->>'userId' = $2 ORDER BY stream_position`,
        [`practice-session-${sessionDate}`, member.id],
      );
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
    const { rows: fromLog } = await db.pool.query(
      `SELECT data->>'userId' AS user_id FROM (
         SELECT DISTINCT ON (data->>'userId') data, type FROM events
         WHERE stream_id = $1 ORDER BY data->>'userId', stream_position DESC) last
       WHERE type = 'RegisteredForSession' ORDER BY 1`,
      [`practice-session-${sessionDate}`],
    );
    const { rows: live } = await db.pool.query(
      'SELECT user_id::text FROM session_registration WHERE session_date = $1 ORDER BY 1',
      [sessionDate],
    );
    expect(live).toEqual(fromLog);
  }, 180_000);
});

interface Instance {
  readonly url: string;
  readonly process: ChildProcess;
}

interface Member {
  readonly id: string;
  readonly cookie: string;
}

const SESSION_SECRET = 'two-instances-share-one-session-secret';

async function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawnTs('src/main.ts', {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      NODE_ENV: 'test',
      SESSION_SECRET,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sadhana-instance-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /"port":(\d+)/.exec(buffered);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`instance exited (code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

function headersFor(instance: Instance, cookie?: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Requested-With': 'sadhana',
    Origin: instance.url,
    ...(cookie ? { Cookie: cookie } : {}),
  };
}

async function signUp(instance: Instance, index: number): Promise<Member> {
  const reply = await fetch(`${instance.url}/api/auth/signup`, {
    method: 'POST',
    headers: headersFor(instance),
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
