import { enrolAuthenticator } from '../../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import {
  type PracticeSessionEvent,
  practiceSessionStream,
} from '../../../domain/practice-sessions/practice-session.events.js';
import { evolve, initialPracticeSession } from '../../../domain/practice-sessions/practice-session.js';

// Sunday 2026-11-22 07:00 in New York; the Wednesday 05:00 session is outside its 24-hour lock.
const NOW = '2026-11-22T12:00:00Z';
const DATE = '2026-11-25';
const CAPACITY = 10;
const ALREADY = 7;
const RACERS = 50;

describe('50 members racing for the last places of a session (POST /api/user-schedule)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 10_000, windowMs: 60_000 } });
    app.clock.set(new Date(NOW));
  });
  afterAll(() => app.close());

  const toggle = (who: SignedUpAgent) =>
    who.agent.post('/api/user-schedule').set(csrfHeaders).send({ attendanceDate: DATE, attending: true });

  it('never exceeds the capacity, and lines the rest up in the order their events were appended', async () => {
    const admin = await signUpAgent(app);
    await makeAdmin(app, admin.user.email);
    await enrolAuthenticator(app, admin.agent);
    await admin.agent
      .put(`/api/admin/sessions/${DATE}`)
      .set(csrfHeaders)
      .send({ capacity: CAPACITY })
      .expect(200);
    const early: SignedUpAgent[] = [];
    for (let i = 0; i < ALREADY; i++) early.push(await signUpAgent(app));
    for (const member of early) await toggle(member).expect(200);
    const racers = await Promise.all(Array.from({ length: RACERS }, () => signUpAgent(app)));

    const answers = await Promise.all(racers.map((member) => toggle(member)));

    expect(answers.map((a) => a.status)).toEqual(racers.map(() => 200));
    const won = answers.filter((a) => a.body.registered);
    const waiting = answers.filter((a) => a.body.attendanceStatus === 'registered_waitlisted');
    expect(won).toHaveLength(CAPACITY - ALREADY);
    expect(waiting).toHaveLength(RACERS - (CAPACITY - ALREADY));
    expect(waiting.map((a) => a.body.waitlistPosition).sort((x, y) => x - y)).toEqual(
      waiting.map((_, i) => i + 1),
    );

    // The stream: the capacity holds, and the line is the order of the JoinedWaitlist events.
    const events = (await app.runtime.eventStore.readStream(
      practiceSessionStream(DATE),
    )) as unknown as PracticeSessionEvent[];
    const state = events.reduce(evolve, initialPracticeSession);
    expect(state.registered.size).toBe(CAPACITY);
    const joins = events.filter((e) => e.type === 'JoinedWaitlist');
    expect(joins.map((e) => e.data.ticket)).toEqual(joins.map((_, i) => i + 1));
    expect(state.waitlist).toEqual(joins.map((e) => e.data.userId));

    // Each member's answer and schedule give the place their event holds in the line.
    for (const [i, member] of racers.entries()) {
      const place = state.waitlist.indexOf(member.user.id);
      if (place < 0) {
        expect(answers[i].body).toMatchObject({ registered: true, waitlistPosition: null });
        continue;
      }
      expect(answers[i].body.waitlistPosition).toBe(place + 1);
      const schedule = (await member.agent.get('/api/user-schedule').expect(200)).body;
      expect(schedule).toMatchObject([
        { attendanceDate: DATE, attendanceStatus: 'registered_waitlisted', waitlistPosition: place + 1 },
      ]);
    }
  }, 120_000);
});
