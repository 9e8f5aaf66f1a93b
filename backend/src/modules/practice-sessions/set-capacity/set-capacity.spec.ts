import request from 'supertest';
import { useAdminSessionApp } from '../../../../test/support/admin-session-app.js';
import { calendarEventAt } from '../../../../test/support/calendar-events.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';
import { practiceStream } from '../../../domain/practice-sessions/practice.events.js';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';

// Sunday 2026-11-22, 07:00 in New York. Open for registration, before their 24-hour locks: Tuesday
// 11-24 (05:00, lock 11-23 10:00Z), Wednesday 11-25 and Thursday 11-26.
const NOW = '2026-11-22T12:00:00Z';

describe('capacity and the waitlist (PUT /api/admin/practices/:dayOfWeek, /api/admin/sessions/:date)', () => {
  const context = useAdminSessionApp(NOW);

  const putPractice = (who: SignedUpAgent, day: string | number, body: unknown) =>
    who.agent
      .put(`/api/admin/practices/${day}`)
      .set(csrfHeaders)
      .send(body as object);
  const putSession = (who: SignedUpAgent, date: string, body: unknown) =>
    who.agent
      .put(`/api/admin/sessions/${date}`)
      .set(csrfHeaders)
      .send(body as object);
  const toggle = (who: SignedUpAgent, attendanceDate: string, attending: boolean) =>
    who.agent.post('/api/user-schedule').set(csrfHeaders).send({ attendanceDate, attending }).expect(200);
  const scheduleOf = async (who: SignedUpAgent, date: string) =>
    ((await who.agent.get('/api/user-schedule').expect(200)).body as Record<string, unknown>[]).find(
      (record) => record.attendanceDate === date,
    );
  const members = (n: number) => Promise.all(Array.from({ length: n }, () => signUpAgent(context.app)));

  it('answers 401 signed out and 403 to a member, and changes nothing', async () => {
    const member = await signUpAgent(context.app);
    await request(context.app.server)
      .put('/api/admin/practices/1')
      .set(csrfHeaders)
      .send({ capacity: 3 })
      .expect(401);
    await request(context.app.server)
      .put('/api/admin/sessions/2026-11-23')
      .set(csrfHeaders)
      .send({ capacity: 3 })
      .expect(401);
    await putPractice(member, 1, { capacity: 3 }).expect(403);
    await putSession(member, '2026-11-23', { capacity: 3 }).expect(403);
    expect(await context.app.runtime.eventStore.readStream(practiceStream(1))).toEqual([]);
    expect(await context.app.runtime.eventStore.readStream(practiceSessionStream('2026-11-23'))).toEqual([]);
  });

  it('answers 400 with a message for a bad capacity, day or date, and changes nothing', async () => {
    const rule = 'capacity must be a whole number from 1 to 10000, or null for unlimited';
    for (const body of [
      { capacity: 0 },
      { capacity: -2 },
      { capacity: 1.5 },
      { capacity: '3' },
      {},
      { capacity: 10_001 },
    ]) {
      expect((await putPractice(context.admin, 1, body).expect(400)).body).toEqual({ message: rule });
      expect((await putSession(context.admin, '2026-11-23', body).expect(400)).body).toEqual({
        message: rule,
      });
    }
    expect(
      (await putPractice(context.admin, 1, { capacity: 3, cancelled: true }).expect(400)).body.message,
    ).toMatch(/cancelled/);
    for (const day of ['7', '-1', 'monday', '1.0']) {
      expect((await putPractice(context.admin, day, { capacity: 3 }).expect(400)).body).toEqual({
        message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)',
      });
    }
    for (const date of ['2026-02-30', '26-11-23', '9999-01-01']) {
      expect((await putSession(context.admin, date, { capacity: 3 }).expect(400)).body.message).toMatch(
        /^date must be/,
      );
    }
    expect(await context.app.runtime.eventStore.readStream(practiceStream(1))).toEqual([]);
    expect(await context.app.runtime.eventStore.readStream(practiceSessionStream('2026-11-23'))).toEqual([]);
  });

  it('sets a practice capacity as an event and in the practices table, once', async () => {
    await putPractice(context.admin, 1, { capacity: 12 }).expect(200, { dayOfWeek: 1, capacity: 12 });
    await putPractice(context.admin, 1, { capacity: 12 }).expect(200, { dayOfWeek: 1, capacity: 12 });
    const events = await context.app.runtime.eventStore.readStream(practiceStream(1));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      [
        'PracticeCapacitySet',
        {
          dayOfWeek: 1,
          capacity: 12,
          setBy: context.admin.user.id,
          at: expect.stringMatching(/^2026-11-22T12:00/),
        },
      ],
    ]);
    const { rows } = await context.app.db.pool.query('SELECT capacity FROM practices WHERE day_of_week = 1');
    expect(rows).toEqual([{ capacity: 12 }]);
    await putPractice(context.admin, 1, { capacity: null }).expect(200, { dayOfWeek: 1, capacity: null });
  });

  it('waitlists beyond the capacity in order, promotes on a cancellation, and lets a waiting member leave', async () => {
    const date = '2026-11-24';
    const [a, b, c] = await members(3);
    await putSession(context.admin, date, { capacity: 1 }).expect(200, {
      date,
      capacity: 1,
      effectiveCapacity: 1,
      registered: 0,
      waitlisted: 0,
    });
    await toggle(a, date, true).expect({
      attendanceDate: date,
      registered: true,
      attendanceStatus: null,
      waitlistPosition: null,
    });
    await toggle(b, date, true).expect({
      attendanceDate: date,
      registered: false,
      attendanceStatus: 'registered_waitlisted',
      waitlistPosition: 1,
    });
    await toggle(c, date, true).expect({
      attendanceDate: date,
      registered: false,
      attendanceStatus: 'registered_waitlisted',
      waitlistPosition: 2,
    });
    expect(await scheduleOf(c, date)).toEqual({
      attendanceDate: date,
      attendanceStatus: 'registered_waitlisted',
      waitlistPosition: 2,
      practiceName: 'Angamardhana',
      practiceStartTime: '05:00',
      practiceEndTime: '06:00',
    });

    // The calendar feed marks a place in line as tentative, with the member's place in it.
    const { url } = (await c.agent.post('/api/calendar-feed').set(csrfHeaders).expect(201)).body;
    const ics = await request(context.app.server).get(new URL(url).pathname).expect(200);
    const waiting = calendarEventAt(ics.text, 'DTSTART:20261124T100000Z');
    expect(waiting).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(waiting).toContain('\r\nSUMMARY:Angamardhana — Sadhana (Waitlisted · 2nd)\r\n');

    await toggle(a, date, false);
    expect(await scheduleOf(b, date)).toMatchObject({ attendanceStatus: null, waitlistPosition: null });
    expect(await scheduleOf(c, date)).toMatchObject({
      attendanceStatus: 'registered_waitlisted',
      waitlistPosition: 1,
    });
    await toggle(c, date, false).expect({
      attendanceDate: date,
      registered: false,
      attendanceStatus: null,
      waitlistPosition: null,
    });
    expect(await scheduleOf(c, date)).toBeUndefined();
    const types = (await context.app.runtime.eventStore.readStream(practiceSessionStream(date))).map(
      (e) => e.type,
    );
    expect(types).toEqual([
      'SessionCapacitySet',
      'RegisteredForSession',
      'JoinedWaitlist',
      'JoinedWaitlist',
      'RegistrationCancelled',
      'PromotedFromWaitlist',
      'RegisteredForSession',
      'LeftWaitlist',
    ]);

    // The read model rebuilt from the log holds the same rows as the live one.
    const rows = async () =>
      (await context.app.db.pool.query('SELECT * FROM session_registration ORDER BY session_date, user_id'))
        .rows;
    const live = await rows();
    await replayReadModel(context.app, 'session_registration');
    expect(await rows()).toEqual(live);
  });

  it('promotes on a capacity raise before the lock, and nobody after it', async () => {
    const date = '2026-11-26';
    const [a, b, c] = await members(3);
    await putSession(context.admin, date, { capacity: 1 }).expect(200);
    for (const member of [a, b, c]) await toggle(member, date, true);

    await putSession(context.admin, date, { capacity: 2 }).expect(200, {
      date,
      capacity: 2,
      effectiveCapacity: 2,
      registered: 2,
      waitlisted: 1,
    });
    expect(await scheduleOf(b, date)).toMatchObject({ attendanceStatus: null });

    // Within 24 hours of the Thursday 05:00 session (10:00Z): the raise frees a place no one gets.
    context.app.clock.set(new Date('2026-11-25T12:00:00Z'));
    await putSession(context.admin, date, { capacity: 3 }).expect(200, {
      date,
      capacity: 3,
      effectiveCapacity: 3,
      registered: 2,
      waitlisted: 1,
    });
    expect(await scheduleOf(c, date)).toMatchObject({
      attendanceStatus: 'registered_waitlisted',
      waitlistPosition: 1,
    });

    // Once the session is over, a place in line never taken owes nothing and stays in the history as such.
    context.app.clock.set(new Date('2026-11-27T12:00:00Z'));
    const fees = (await c.agent.get('/api/fees').expect(200)).body as { items: { sessionDate: string }[] };
    expect(fees.items.filter((item) => item.sessionDate === date)).toEqual([]);
    const past = (await c.agent.get('/api/user-past-attendance').expect(200)).body;
    expect(past).toMatchObject([{ attendanceDate: date, attendanceStatus: 'registered_waitlisted' }]);
  });

  it("follows the practice's capacity where the date has none, and promotes when it is raised", async () => {
    const date = '2026-11-25'; // Wednesday: day 3
    const [a, b] = await members(2);
    await putPractice(context.admin, 3, { capacity: 1 }).expect(200);
    await toggle(a, date, true);
    await toggle(b, date, true).expect({
      attendanceDate: date,
      registered: false,
      attendanceStatus: 'registered_waitlisted',
      waitlistPosition: 1,
    });
    await putPractice(context.admin, 3, { capacity: 2 }).expect(200);
    expect(await scheduleOf(b, date)).toMatchObject({ attendanceStatus: null, waitlistPosition: null });
    // A date's own capacity, and null to follow the practice again.
    await putSession(context.admin, date, { capacity: 5 }).expect(200, {
      date,
      capacity: 5,
      effectiveCapacity: 5,
      registered: 2,
      waitlisted: 0,
    });
    await putSession(context.admin, date, { capacity: null }).expect(200, {
      date,
      capacity: null,
      effectiveCapacity: 2,
      registered: 2,
      waitlisted: 0,
    });
    await putPractice(context.admin, 3, { capacity: null }).expect(200);
  });
});
