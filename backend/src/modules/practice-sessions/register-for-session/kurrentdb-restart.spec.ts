import { execSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';

/**
 * KurrentDB stopped and started again under traffic, on a server whose log survives a restart:
 *   EVENTSTORE_URL=… KURRENTDB_CONTROL='/path/to/control' npm test -w backend
 * where `$KURRENTDB_CONTROL stop` and `$KURRENTDB_CONTROL start` stop that server and start it again
 * (start returns once it accepts writes). jest.config.js leaves this file out unless both are set;
 * CI sets neither.
 *
 * Members keep registering and cancelling while the server is down. Every answer is 200 or a 503
 * with a message, never a 500; nothing answered is lost and nothing refused was written; the read
 * models catch up; and a rebuild reading the log from KurrentDB equals them.
 */
const control = process.env.KURRENTDB_CONTROL as string;
const SESSION = '2026-11-25';

describe('KurrentDB stopped and started under traffic', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    app.clock.set(new Date('2026-11-22T12:00:00Z'));
  });

  afterAll(async () => {
    // Whatever happened, leave the server running for the rest of the run.
    execSync(`${control} start`, { stdio: 'ignore' });
    await app.close();
  });

  it('answers 200 or 503, loses and doubles nothing, and its read models catch up', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => signUpAgent(app)));
    const answered = new Map<string, boolean[]>(members.map((m) => [m.user.id, []]));
    const refused: Array<{ status: number; body: unknown; retryAfter: string | undefined }> = [];
    let down = false;
    let triedWhileDown = 0;
    let stop = false;

    const toggleUntilStopped = async (member: SignedUpAgent) => {
      let attending = true;
      while (!stop) {
        if (down) triedWhileDown++;
        const reply = await member.agent
          .post('/api/user-schedule')
          .set(csrfHeaders)
          .send({ attendanceDate: SESSION, attending });
        if (reply.status === 200) {
          expect(reply.body).toMatchObject({ attendanceDate: SESSION, registered: attending });
          answered.get(member.user.id)?.push(attending);
          attending = !attending;
        } else {
          refused.push({ status: reply.status, body: reply.body, retryAfter: reply.headers['retry-after'] });
          await sleep(50);
        }
      }
    };
    const traffic = Promise.all(members.map(toggleUntilStopped));

    await sleep(1500);
    execSync(`${control} stop`, { stdio: 'ignore' });
    down = true;
    const health = await request(app.server).get('/api/health/ready');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'down' });
    await request(app.server).get('/api/health/live').expect(200, { status: 'up' });
    await sleep(2500);
    // Calls begun before the stop may still be waiting (for the relay, 5 s at most): down until one
    // more has begun, so that some traffic meets the server down (a cluster's stop can take that long).
    const downDeadline = Date.now() + 15_000;
    while (triedWhileDown === 0 && Date.now() < downDeadline) await sleep(100);
    down = false;
    execSync(`${control} start`, { stdio: 'ignore' });
    await sleep(3000);
    stop = true;
    await traffic;

    expect(triedWhileDown).toBeGreaterThan(0);
    // While it was down, a write that needed the log was refused with a clear 503 saying when to try
    // again; nothing else.
    for (const { status, body, retryAfter } of refused) {
      expect(status).toBe(503);
      expect(body).toEqual({ message: expect.stringMatching(/try again/i) });
      expect(retryAfter).toBe('2');
    }

    // An answer waits for the relay 5 s at most, then leaves the events in the outbox (committed with
    // the change) to the background relay: a server that takes longer to come back (a whole cluster)
    // gets them once it is. The outbox empties.
    const outboxDeadline = Date.now() + 30_000;
    const waiting = async () =>
      (await app.db.pool.query('SELECT count(*)::int AS n FROM event_outbox')).rows[0].n as number;
    while ((await waiting()) > 0 && Date.now() < outboxDeadline) await sleep(200);
    expect(await waiting()).toBe(0);

    // Nothing answered is lost, nothing refused was written: per member, the stored events are the
    // answered toggles, in order, once each.
    const stored = await app.runtime.eventStore.readStream(`practice-session-${SESSION}`);
    for (const member of members) {
      const mine = stored.filter((event) => (event.data as { userId: string }).userId === member.user.id);
      const toggles = answered.get(member.user.id) as boolean[];
      expect(toggles.length).toBeGreaterThan(0);
      expect(mine.map((event) => event.type)).toEqual(
        toggles.map((attending) => (attending ? 'RegisteredForSession' : 'RegistrationCancelled')),
      );
    }
    expect(new Set(stored.map((event) => event.id)).size).toBe(stored.length);

    // The read models catch up: the schedule shows each member's last answer.
    const expected = members
      .filter((member) => (answered.get(member.user.id) as boolean[]).at(-1) === true)
      .map((member) => member.user.id)
      .sort();
    const live = async () =>
      (
        await app.db.pool.query('SELECT user_id::text FROM session_registration WHERE session_date = $1', [
          SESSION,
        ])
      ).rows
        .map((row: { user_id: string }) => row.user_id)
        .sort();
    const deadline = Date.now() + 20_000;
    while (JSON.stringify(await live()) !== JSON.stringify(expected) && Date.now() < deadline)
      await sleep(100);
    expect(await live()).toEqual(expected);
    await request(app.server).get('/api/health/ready').expect(200, { status: 'up' });

    // A rebuild reading the whole log from KurrentDB equals the live read model.
    const snapshot = async () =>
      (
        await app.db.pool.query(
          `SELECT to_char(session_date, 'YYYY-MM-DD') AS date, user_id, registered_at, attendance_status
           FROM session_registration ORDER BY 1, 2`,
        )
      ).rows;
    const before = await snapshot();
    await replayReadModel(app, 'session_registration');
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
