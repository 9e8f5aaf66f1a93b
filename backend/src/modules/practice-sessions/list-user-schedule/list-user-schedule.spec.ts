import request from 'supertest';
import { grantMembership } from '../../../../test/support/grant-membership.js';
import { enrolAuthenticator } from '../../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import type { AdjustableClock } from '../../../../test/support/test-clock.js';

/** The fees answer of a member who owes nothing and has no credit. */
const NO_FEES = { items: [], total: 0, outstanding: 0, credits: [], credit: 0, paymentsTaken: [] };

describe('a member schedule, past attendance, fees and calendar feed', () => {
  let app: TestApp;
  let clock: AdjustableClock;

  beforeAll(async () => {
    app = await createTestApp();
    clock = app.clock;
  });

  afterAll(async () => {
    await app.close();
  });

  it('moves sessions from the schedule to the past as days go by, and charges a non-member drop-ins', async () => {
    const member = await signUpAgent(app);
    clock.set(new Date('2026-11-20T12:00:00Z')); // Friday
    for (const date of ['2026-11-22', '2026-11-23', '2026-11-24']) {
      await member.agent
        .post('/api/user-schedule')
        .set(csrfHeaders)
        .send({ attendanceDate: date, attending: true })
        .expect(200);
    }
    expect((await member.agent.get('/api/fees').expect(200)).body).toEqual(NO_FEES);

    clock.set(new Date('2026-11-24T12:00:00Z')); // Tuesday, after the 05:00 session
    const schedule = await member.agent.get('/api/user-schedule').expect(200);
    // The window starts two days back: Sunday is still in it.
    expect(schedule.body.map((r: { attendanceDate: string }) => r.attendanceDate)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    // Today's session has begun: it is past too, the same day its fee is due.
    const past = await member.agent.get('/api/user-past-attendance').expect(200);
    expect(past.body.map((r: { attendanceDate: string }) => r.attendanceDate)).toEqual([
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
    ]);

    const fees = await member.agent.get('/api/fees').expect(200);
    expect(
      fees.body.items.map((i: { sessionDate: string; amount: number; kind: string }) => [
        i.sessionDate,
        i.kind,
        i.amount,
      ]),
    ).toEqual([
      ['2026-11-24', 'drop-in', 50],
      ['2026-11-23', 'drop-in', 50],
      ['2026-11-22', 'drop-in', 100],
    ]);
    expect(fees.body.total).toBe(200);

    // A member pays no drop-in.
    await grantMembership(app, member.user.id, {
      start: '2026-11-01T12:00:00Z',
      end: '2026-12-01T12:00:00Z',
    });
    expect((await member.agent.get('/api/fees').expect(200)).body).toEqual(NO_FEES);
  });

  it("lists today's session as past once it has begun: a walk-in and its fee the same day", async () => {
    const member = await signUpAgent(app);
    const admin = await signUpAgent(app);
    await makeAdmin(app, admin.user.email);
    await enrolAuthenticator(app, admin.agent);
    // Saturday 28 Nov 2026, 4:00 Eastern: the session starts at 4:30.
    clock.set(new Date('2026-11-28T09:00:00Z'));
    const walkIn = () =>
      admin.agent
        .patch('/api/admin/attendance-status')
        .set(csrfHeaders)
        .send({ userId: member.user.id, date: '2026-11-28', status: 'walk_in_attended' });
    // Nobody has walked in to a session that has not begun: the server refuses it, and nothing is past.
    await walkIn().expect(409);
    expect((await member.agent.get('/api/user-past-attendance').expect(200)).body).toEqual([]);
    expect((await member.agent.get('/api/fees').expect(200)).body.items).toEqual([]);

    clock.set(new Date('2026-11-28T09:31:00Z')); // 4:31, begun
    await walkIn().expect(200);
    const past = (await member.agent.get('/api/user-past-attendance').expect(200)).body;
    expect(past).toEqual([
      expect.objectContaining({ attendanceDate: '2026-11-28', attendanceStatus: 'walk_in_attended' }),
    ]);
    const fees = (await member.agent.get('/api/fees').expect(200)).body;
    expect(fees.items).toEqual([
      expect.objectContaining({ sessionDate: '2026-11-28', kind: 'drop-in', amount: 100, paid: false }),
    ]);
  });

  it('serves a private calendar feed that can be replaced and revoked', async () => {
    const member = await signUpAgent(app);
    clock.set(new Date('2026-11-22T12:00:00Z'));
    await member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: '2026-11-26', attending: true })
      .expect(200);
    expect((await member.agent.get('/api/calendar-feed').expect(200)).body).toEqual({ active: false });

    const { url } = (await member.agent.post('/api/calendar-feed').set(csrfHeaders).expect(201)).body;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const ics = await request(app.server).get(path).expect(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    // Thursday 04:30 EST = 09:30Z.
    expect(ics.text).toContain('DTSTART:20261126T093000Z');
    expect(ics.text).toContain('SUMMARY:Yogasanas — Sadhana');
    expect(ics.text.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');

    const replaced = (await member.agent.post('/api/calendar-feed').set(csrfHeaders).expect(201)).body.url;
    await request(app.server).get(path).expect(404);
    await request(app.server).get(new URL(replaced).pathname).expect(200);
    await member.agent.delete('/api/calendar-feed').set(csrfHeaders).expect(204);
    await request(app.server).get(new URL(replaced).pathname).expect(404);
    await request(app.server).get('/api/calendar/not-a-token.ics').expect(404);
  });
});
