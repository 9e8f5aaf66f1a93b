import { randomUUID } from 'node:crypto';
import { addDays } from '@sadhana/rules/time';
import request from 'supertest';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import type { AdjustableClock } from '../../../../test/support/test-clock.js';
import {
  type PracticeSessionEvent,
  practiceSessionStream,
} from '../../../domain/practice-sessions/practice-session.events.js';
import { evolve, initialPracticeSession } from '../../../domain/practice-sessions/practice-session.js';

// Sunday 2026-11-22, 07:00 in New York. The window is Fri 11-20 .. Thu 11-26.
const NOW = '2026-11-22T12:00:00Z';
/** Every session date the tests below ask for, and around them. */
const SESSION_DATES = Array.from({ length: 28 }, (_, i) => addDays('2026-11-15', i));

describe('registering for sessions (POST /api/user-schedule)', () => {
  let app: TestApp;
  let clock: AdjustableClock;
  let member: SignedUpAgent;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 10_000, windowMs: 60_000 } });
    clock = app.clock;
  });

  beforeEach(async () => {
    clock.set(new Date(NOW));
    member = await signUpAgent(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const toggle = (who: SignedUpAgent, attendanceDate: unknown, attending: unknown) =>
    who.agent.post('/api/user-schedule').set(csrfHeaders).send({ attendanceDate, attending });
  // Stream by stream: reading the whole log holds back the events behind a transaction still running
  // (a projector's, say), so a count taken from it can grow later without a write.
  const eventCount = async () => {
    const streams = await Promise.all(
      SESSION_DATES.map((date) => app.runtime.eventStore.readStream(practiceSessionStream(date))),
    );
    return streams.reduce((count, events) => count + events.length, 0);
  };

  it('registers, shows it at once in the schedule, and cancels', async () => {
    const registered = await toggle(member, '2026-11-24', true).expect(200);
    expect(registered.body).toEqual({
      attendanceDate: '2026-11-24',
      registered: true,
      attendanceStatus: null,
      waitlistPosition: null,
    });

    const schedule = await member.agent.get('/api/user-schedule').expect(200);
    expect(schedule.body).toEqual([
      {
        attendanceDate: '2026-11-24',
        attendanceStatus: null,
        waitlistPosition: null,
        practiceName: 'Angamardhana',
        practiceStartTime: '05:00',
        practiceEndTime: '06:00',
      },
    ]);

    await toggle(member, '2026-11-24', false).expect(200, {
      attendanceDate: '2026-11-24',
      registered: false,
      attendanceStatus: null,
      waitlistPosition: null,
    });
    expect((await member.agent.get('/api/user-schedule').expect(200)).body).toEqual([]);
  });

  it('changes nothing when registering twice', async () => {
    await toggle(member, '2026-11-25', true).expect(200);
    const before = await eventCount();
    await toggle(member, '2026-11-25', true).expect(200, {
      attendanceDate: '2026-11-25',
      registered: true,
      attendanceStatus: null,
      waitlistPosition: null,
    });
    expect(await eventCount()).toBe(before);
  });

  it('answers 404 with a message when cancelling a registration that does not exist, and writes nothing', async () => {
    const before = await eventCount();
    for (const date of ['2026-11-26', '2026-11-21', '2026-11-23']) {
      const response = await toggle(member, date, false).expect(404);
      expect(response.body).toEqual({ message: `You are not registered for the ${date} session.` });
    }
    await toggle(member, '2026-11-25', true).expect(200);
    await toggle(member, '2026-11-25', false).expect(200, {
      attendanceDate: '2026-11-25',
      registered: false,
      attendanceStatus: null,
      waitlistPosition: null,
    });
    await toggle(member, '2026-11-25', false).expect(404);
    expect(await eventCount()).toBe(before + 2);
  });

  it('refuses with 409 inside 24 hours, after the start and outside the window, and writes nothing', async () => {
    const before = await eventCount();
    // Monday 11-23 05:00 EST is 22 hours away.
    const late = await toggle(member, '2026-11-23', true).expect(409);
    expect(late.body.message).toMatch(/too late to register/i);
    const started = await toggle(member, '2026-11-21', true).expect(409);
    expect(started.body.message).toMatch(/already started/i);
    const far = await toggle(member, '2026-11-27', true).expect(409);
    expect(far.body.message).toMatch(/outside that window/);
    expect(await eventCount()).toBe(before);

    // Registered earlier, then the lock closes in: cancelling is refused too.
    clock.set(new Date('2026-11-21T12:00:00Z'));
    await toggle(member, '2026-11-23', true).expect(200);
    clock.set(new Date(NOW));
    const cancel = await toggle(member, '2026-11-23', false).expect(409);
    expect(cancel.body.message).toMatch(/too late to cancel/i);
  });

  it('keeps the lock exact at the 24-hour boundary (Tuesday 05:00 EST = 10:00Z)', async () => {
    clock.set(new Date('2026-11-23T10:00:00.000Z'), { frozen: true });
    await toggle(member, '2026-11-24', true).expect(200);
    clock.set(new Date('2026-11-23T10:00:00.001Z'), { frozen: true });
    await toggle(member, '2026-11-24', false).expect(409);
  });

  it('refuses bad input with 400 and a message, and writes nothing', async () => {
    const before = await eventCount();
    const bad: [unknown, unknown][] = [
      [undefined, true],
      ['2026-11-24', undefined],
      ['2026-11-24', 'yes'],
      ['2026-11-24', 1],
      ['24/11/2026', true],
      ['2026-02-30', true],
      [20261124, true],
      [{ $gt: '' }, true],
      ['x'.repeat(1_000_000), true],
    ];
    for (const [date, attending] of bad) {
      const response = await toggle(member, date, attending);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof response.body.message).toBe('string');
    }
    const extra = await member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: '2026-11-24', attending: true, userId: randomUUID() })
      .expect(400);
    expect(extra.body.message).toMatch(/userId/);
    await member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .set('content-type', 'application/json')
      .send('{"attendanceDate": ')
      .expect(400);
    expect(await eventCount()).toBe(before);
  });

  it('decides on what another instance wrote meanwhile, not on the state this process remembers', async () => {
    await toggle(member, '2026-11-26', true).expect(200);
    // Another app instance cancels the registration behind this process's back.
    const stream = 'practice-session-2026-11-26';
    const history = await app.runtime.eventStore.readStream(stream);
    await app.runtime.eventStore.append(
      stream,
      [
        {
          id: randomUUID(),
          type: 'RegistrationCancelled',
          data: {
            sessionDate: '2026-11-26',
            userId: member.user.id,
            cancelledAt: new Date(NOW).toISOString(),
          },
        },
      ],
      history[history.length - 1].streamPosition,
    );
    // Already cancelled there: nothing to cancel, though this process held the registration. Then
    // registering again appends at the right version.
    const before = await eventCount();
    await toggle(member, '2026-11-26', false).expect(404, {
      message: 'You are not registered for the 2026-11-26 session.',
    });
    expect(await eventCount()).toBe(before);
    await toggle(member, '2026-11-26', true).expect(200, {
      attendanceDate: '2026-11-26',
      registered: true,
      attendanceStatus: null,
      waitlistPosition: null,
    });
    const types = (await app.runtime.eventStore.readStream(stream))
      .filter((e) => (e.data as { userId: string }).userId === member.user.id)
      .map((e) => e.type);
    expect(types).toEqual(['RegisteredForSession', 'RegistrationCancelled', 'RegisteredForSession']);
  });

  it('answers 401 when signed out, for every schedule endpoint', async () => {
    const anonymous = request(app.server);
    await anonymous
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: '2026-11-24', attending: true })
      .expect(401);
    for (const path of [
      '/api/user-schedule',
      '/api/user-past-attendance',
      '/api/fees',
      '/api/calendar-feed',
    ]) {
      const response = await anonymous.get(path).expect(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it('loses nothing when 50 members toggle the same session at once: read model = event log = replay', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => signUpAgent(app)));
    clock.set(new Date('2026-12-01T12:00:00Z')); // a session no other test touches: Thursday 12-03
    // Everyone registers; the odd ones then cancel, all at once.
    await Promise.all(members.map((m) => toggle(m, '2026-12-03', true).expect(200)));
    await Promise.all(
      members.filter((_, i) => i % 2 === 1).map((m) => toggle(m, '2026-12-03', false).expect(200)),
    );

    const expected = new Set(members.filter((_, i) => i % 2 === 0).map((m) => m.user.id));
    const log = await app.runtime.eventStore.readStream('practice-session-2026-12-03');
    const folded = log.reduce(
      (s, e) => evolve(s, e as unknown as PracticeSessionEvent),
      initialPracticeSession,
    );
    expect(new Set(folded.registered)).toEqual(expected);
    expect(log).toHaveLength(75);

    const readModel = async () =>
      new Set(
        (
          await app.db.pool.query(
            "SELECT user_id FROM session_registration WHERE session_date = '2026-12-03'",
          )
        ).rows.map((r) => r.user_id as string),
      );
    expect(await readModel()).toEqual(expected);
    await replayReadModel(app, 'session_registration');
    expect(await readModel()).toEqual(expected);
  }, 60_000);
});
