import { randomUUID } from 'node:crypto';
import { ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import request from 'supertest';
import { grantMembership } from '../../../test/support/grant-membership.js';
import { replayReadModel } from '../../../test/support/replay-read-model.js';
import { enrolAuthenticator } from '../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, type SignedUpAgent, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import type { AdjustableClock } from '../../../test/support/test-clock.js';
import { allEvents } from '../../../test/support/test-event-store.js';

// Monday 2026-11-23, 10:00 in New York. The registration window is Sat 11-21 … Fri 11-27.
const NOW = '2026-11-23T15:00:00Z';

describe('admin calls (/api/admin/*)', () => {
  let app: TestApp;
  let clock: AdjustableClock;
  let admin: SignedUpAgent;
  let member: SignedUpAgent;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 10_000, windowMs: 60_000 } });
    clock = app.clock;
    clock.set(new Date(NOW));
    admin = await signUpAgent(app, { firstName: 'Studio', lastName: 'Owner' });
    await makeAdmin(app, admin.user.email);
    await enrolAuthenticator(app, admin.agent);
  });

  beforeEach(async () => {
    clock.set(new Date(NOW));
    member = await signUpAgent(app, { firstName: 'Asha', lastName: 'Rao' });
  });

  afterAll(async () => {
    await app.close();
  });

  const register = (who: SignedUpAgent, attendanceDate: string) =>
    who.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate, attending: true })
      .expect(200);
  const setStatus = (body: Record<string, unknown>) =>
    admin.agent.patch('/api/admin/attendance-status').set(csrfHeaders).send(body);
  const removeRegistration = (body: Record<string, unknown>) =>
    admin.agent.delete('/api/admin/session-registration').set(csrfHeaders).send(body);
  // Every signed-in caller's first request of a day records MemberActive; the others are what a call wrote.
  const eventCount = async () =>
    (await allEvents(app.runtime.eventStore)).filter((event) => event.type !== 'MemberActive').length;
  const registrationsOn = async (date: string) => {
    const days = (await admin.agent.get('/api/admin/session-registrations').expect(200)).body;
    return days.find((day: { date: string }) => day.date === date);
  };
  const historyOf = async (userId: string) => {
    const users = (await admin.agent.get('/api/admin/attendance-history').expect(200)).body;
    return users.find((user: { userId: string }) => user.userId === userId);
  };
  const overviewRecord = async (userId: string, query = '') => {
    const body = (await admin.agent.get(`/api/admin/users-overview${query}`).expect(200)).body;
    return body.users.find((user: { id: string }) => user.id === userId);
  };

  describe('access', () => {
    // Three entries each: jest hands a shorter row's test function a `done` callback.
    const calls: [string, string, Record<string, unknown> | undefined][] = [
      ['get', '/api/admin/users-overview', undefined],
      ['get', '/api/admin/session-registrations', undefined],
      ['get', '/api/admin/attendance-history', undefined],
      ['get', '/api/admin/activity-trend', undefined],
      ['get', `/api/admin/user/${randomUUID()}`, undefined],
      ['delete', `/api/admin/users/${randomUUID()}`, undefined],
      ['post', `/api/admin/users/${randomUUID()}/restore`, undefined],
      ['delete', '/api/admin/session-registration', { userId: randomUUID(), dayOfWeek: 1 }],
      ['patch', '/api/admin/attendance-status', { userId: randomUUID(), date: '2026-11-22', status: null }],
    ];

    it.each(calls)('%s %s is 401 signed out and 403 for a member', async (method, url, body) => {
      const call = (agent: ReturnType<typeof request>) =>
        (agent as unknown as Record<string, (u: string) => request.Test>)
          [method](url)
          .set(csrfHeaders)
          .send(body);
      const before = await eventCount();
      const signedOut = await call(request(app.server));
      expect([signedOut.status, signedOut.body]).toEqual([401, { message: 'Unauthorized' }]);
      const forbidden = await call(member.agent as unknown as ReturnType<typeof request>);
      expect([forbidden.status, forbidden.body]).toEqual([403, { message: 'Admin access required' }]);
      expect(await eventCount()).toBe(before);
    });

    it('an admin address is not admin until the email is verified', async () => {
      const claimant = await signUpAgent(app);
      (app.runtime.config.adminEmails as string[]).push(claimant.user.email);
      await claimant.agent.get('/api/admin/users-overview').expect(403);
      await makeAdmin(app, claimant.user.email);
      // Admin now, but not until a second factor is on and passed.
      expect((await claimant.agent.get('/api/admin/users-overview').expect(403)).body.code).toBe(
        'second_factor_required',
      );
      await enrolAuthenticator(app, claimant.agent);
      await claimant.agent.get('/api/admin/users-overview').expect(200);
    });
  });

  describe('bad input is a 400 with a message, an unknown user a 404, and nothing changes', () => {
    it.each([
      [{ userId: 'nope', date: '2026-11-22', status: null }, /userId/],
      [{ date: '2026-11-22', status: null }, /userId is required/],
      [{ userId: randomUUID(), date: '22/11/2026', status: null }, /date must be a date/],
      [{ userId: randomUUID(), date: '2026-02-30', status: null }, /real date/],
      [{ userId: randomUUID(), date: '2026-11-22', status: 'attended' }, /nine attendance statuses/],
      [{ userId: randomUUID(), date: '2026-11-22' }, /status is required/],
      [{ userId: randomUUID(), date: '2026-11-22', status: null, extra: 1 }, /extra/],
    ])('PATCH attendance-status %j', async (body, message) => {
      const before = await eventCount();
      const response = await setStatus(body).expect(400);
      expect(response.body.message).toMatch(message);
      expect(await eventCount()).toBe(before);
    });

    it.each([
      [{ userId: randomUUID(), dayOfWeek: 7 }, /dayOfWeek/],
      [{ userId: randomUUID(), dayOfWeek: '1' }, /dayOfWeek/],
      [{ userId: randomUUID(), dayOfWeek: 1.5 }, /dayOfWeek/],
      [{ userId: 'x', dayOfWeek: 1 }, /userId/],
      [{ dayOfWeek: 1 }, /userId is required/],
    ])('DELETE session-registration %j', async (body, message) => {
      const response = await removeRegistration(body).expect(400);
      expect(response.body.message).toMatch(message);
    });

    it('refuses bad ids and dates in paths and queries', async () => {
      expect((await admin.agent.get('/api/admin/user/123').expect(400)).body.message).toMatch(/userId/);
      await admin.agent.delete('/api/admin/users/123').set(csrfHeaders).expect(400);
      await admin.agent.post('/api/admin/users/123/restore').set(csrfHeaders).expect(400);
      expect(
        (await admin.agent.get('/api/admin/users-overview?asOf=2026-02-30').expect(400)).body.message,
      ).toMatch(/asOf/);
      await admin.agent.get('/api/admin/users-overview?asOf=yesterday').expect(400);
      await admin.agent.get('/api/admin/users-overview?includeDeleted=yes').expect(400);
      await admin.agent.get('/api/admin/activity-trend?days=0').expect(400);
      await admin.agent.get('/api/admin/activity-trend?days=abc').expect(400);
    });

    it('answers 404 for a user that does not exist, and writes nothing', async () => {
      const before = await eventCount();
      const ghost = randomUUID();
      expect((await admin.agent.get(`/api/admin/user/${ghost}`).expect(404)).body).toEqual({
        message: 'User not found',
      });
      for (const read of ['summary', 'audit-trail', 'audit-trail?page=1']) {
        expect((await admin.agent.get(`/api/admin/user/${ghost}/${read}`).expect(404)).body).toEqual({
          message: 'User not found',
        });
      }
      await admin.agent.delete(`/api/admin/users/${ghost}`).set(csrfHeaders).expect(404);
      await admin.agent.post(`/api/admin/users/${ghost}/restore`).set(csrfHeaders).expect(404);
      await setStatus({ userId: ghost, date: '2026-11-22', status: 'walk_in_attended' }).expect(404);
      await removeRegistration({ userId: ghost, dayOfWeek: 3 }).expect(404);
      expect(await eventCount()).toBe(before);
    });
  });

  /** Registers for a date that has passed now, at a time when it was open. */
  const registerEarlier = async (who: SignedUpAgent, date: string, at: string) => {
    clock.set(new Date(at));
    await register(who, date);
    clock.set(new Date(NOW));
  };

  it('sets each of the nine statuses, shown in every list and to the member, and clears it', async () => {
    await registerEarlier(member, '2026-11-22', '2026-11-20T15:00:00Z');
    const past = (await member.agent.get('/api/user-past-attendance').expect(200)).body;
    expect(past).toEqual([expect.objectContaining({ attendanceDate: '2026-11-22', attendanceStatus: null })]);

    for (const status of ATTENDANCE_STATUSES) {
      const answer = await setStatus({ userId: member.user.id, date: '2026-11-22', status }).expect(200);
      expect(answer.body).toEqual({ userId: member.user.id, date: '2026-11-22', status });
      const day = await registrationsOn('2026-11-22');
      expect(day.registrations.find((r: { userId: string }) => r.userId === member.user.id)).toMatchObject({
        attendanceStatus: status,
        registered: true,
        email: member.user.email,
      });
      const history = await historyOf(member.user.id);
      expect(history.attendances).toEqual([
        { date: '2026-11-22', dayName: 'Sunday', practiceName: expect.any(String), attendanceStatus: status },
      ]);
      const attended = status === 'registered_attended' || status === 'walk_in_attended' ? 1 : 0;
      expect(history.totalAttendances).toBe(attended);
      expect((await overviewRecord(member.user.id)).attendanceCount).toBe(attended);
      const seen = (await member.agent.get('/api/user-past-attendance').expect(200)).body;
      expect(seen[0].attendanceStatus).toBe(status);
    }

    await setStatus({ userId: member.user.id, date: '2026-11-22', status: null }).expect(200, {
      userId: member.user.id,
      date: '2026-11-22',
      status: null,
    });
    // A past registration without a status counts as attended.
    expect((await historyOf(member.user.id)).attendances[0].attendanceStatus).toBeNull();
    expect((await overviewRecord(member.user.id)).attendanceCount).toBe(1);
  });

  it('a no-show is charged to the member ($20) as soon as the admin records it', async () => {
    await registerEarlier(member, '2026-11-21', '2026-11-19T15:00:00Z');
    await setStatus({ userId: member.user.id, date: '2026-11-21', status: 'registered_no_show' }).expect(200);
    const fees = (await member.agent.get('/api/fees').expect(200)).body;
    expect(fees.items).toContainEqual(
      expect.objectContaining({ sessionDate: '2026-11-21', kind: 'no-show', amount: 20 }),
    );
  });

  it('records a walk-in without a registration, on any date', async () => {
    const before = await overviewRecord(member.user.id);
    expect(before.attendanceCount).toBe(0);
    await setStatus({ userId: member.user.id, date: '2026-10-02', status: 'walk_in_attended' }).expect(200);
    await setStatus({ userId: member.user.id, date: '2026-11-20', status: 'walk_in_attended' }).expect(200);
    const history = await historyOf(member.user.id);
    expect(history.attendances.map((a: { date: string }) => a.date)).toEqual(['2026-11-20']);
    expect(history.totalAttendances).toBe(1);
    expect((await overviewRecord(member.user.id)).attendanceCount).toBe(2);
    const past = (await member.agent.get('/api/user-past-attendance').expect(200)).body;
    expect(
      past.map((r: { attendanceDate: string; attendanceStatus: string }) => [
        r.attendanceDate,
        r.attendanceStatus,
      ]),
    ).toEqual([
      ['2026-11-20', 'walk_in_attended'],
      ['2026-10-02', 'walk_in_attended'],
    ]);
    // A walk-in is history, not a booking: the member's upcoming schedule does not list it.
    await setStatus({ userId: member.user.id, date: '2026-11-21', status: 'walk_in_attended' }).expect(200);
    const schedule = (await member.agent.get('/api/user-schedule').expect(200)).body;
    expect(schedule).toEqual([]);
    // Clearing a walk-in's status leaves nothing behind.
    await setStatus({ userId: member.user.id, date: '2026-11-21', status: null }).expect(200);
    const day = await registrationsOn('2026-11-21');
    expect(day.registrations.some((r: { userId: string }) => r.userId === member.user.id)).toBe(false);
  });

  it('removes the nearest registration on a weekday from today on, and only that one', async () => {
    await registerEarlier(member, '2026-11-18', '2026-11-16T15:00:00Z'); // a past Wednesday
    await register(member, '2026-11-25'); // the coming Wednesday
    await register(member, '2026-11-26');

    const removed = await removeRegistration({ userId: member.user.id, dayOfWeek: 3 }).expect(200);
    expect(removed.body).toEqual({
      message: 'Session registration deleted successfully',
      userId: member.user.id,
      date: '2026-11-25',
    });
    const schedule = (await member.agent.get('/api/user-schedule').expect(200)).body;
    expect(schedule.map((r: { attendanceDate: string }) => r.attendanceDate)).toEqual(['2026-11-26']);
    const past = (await member.agent.get('/api/user-past-attendance').expect(200)).body;
    expect(past.map((r: { attendanceDate: string }) => r.attendanceDate)).toEqual(['2026-11-18']);
    expect((await registrationsOn('2026-11-25')).registrations).toEqual([]);

    const again = await removeRegistration({ userId: member.user.id, dayOfWeek: 3 }).expect(404);
    expect(again.body.message).toMatch(/no registration on a Wednesday/);
    await removeRegistration({ userId: member.user.id, dayOfWeek: 1 }).expect(404);
  });

  it('lists one card per day of the window with its counts', async () => {
    await register(member, '2026-11-26');
    await grantMembership(app, member.user.id, {
      start: '2026-11-20T12:00:00Z',
      end: '2026-12-20T12:00:00Z',
    });
    await app.caughtUp();
    const days = (await admin.agent.get('/api/admin/session-registrations').expect(200)).body;
    expect(days.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    const thursday = days.find((d: { date: string }) => d.date === '2026-11-26');
    expect(thursday).toMatchObject({ dayOfWeek: 4, dayName: 'Thursday', practiceName: 'Yogasanas' });
    const mine = thursday.registrations.find((r: { userId: string }) => r.userId === member.user.id);
    expect(mine).toEqual({
      userId: member.user.id,
      firstName: 'Asha',
      lastName: 'Rao',
      email: member.user.email,
      membershipActive: true,
      attendanceStatus: null,
      registered: true,
    });
    expect(thursday.totalRegistrations).toBe(thursday.registrations.length);
    expect(thursday.activeMembers).toBe(
      thursday.registrations.filter((r: { membershipActive: boolean }) => r.membershipActive).length,
    );
    expect((await overviewRecord(member.user.id)).practiceSchedule).toEqual([4]);
  });

  it('lists the attendance history: a card per member by name, newest session first, with the count', async () => {
    const uma = await signUpAgent(app, { firstName: 'Uma', lastName: 'Varma' });
    const veda = await signUpAgent(app, { firstName: 'Veda', lastName: 'Iyer' });
    await registerEarlier(veda, '2026-11-22', '2026-11-20T15:00:00Z');
    await setStatus({ userId: veda.user.id, date: '2026-11-22', status: 'registered_no_show' }).expect(200);
    await grantMembership(app, veda.user.id, { start: '2026-11-20T12:00:00Z', end: '2026-12-20T12:00:00Z' });
    await registerEarlier(uma, '2026-11-20', '2026-11-18T15:00:00Z');
    await registerEarlier(uma, '2026-11-22', '2026-11-20T15:00:00Z');
    await setStatus({ userId: uma.user.id, date: '2026-11-21', status: 'walk_in_attended' }).expect(200);
    // A registration to come is not history yet.
    await register(uma, '2026-11-26');

    const history = (await admin.agent.get('/api/admin/attendance-history').expect(200)).body;
    const ours = history.filter((user: { userId: string }) =>
      [uma.user.id, veda.user.id].includes(user.userId),
    );
    const practiceName = expect.any(String);
    expect(ours).toEqual([
      {
        userId: uma.user.id,
        firstName: 'Uma',
        lastName: 'Varma',
        email: uma.user.email,
        membershipActive: false,
        // Past registrations without a status count as attended, as does the walk-in.
        totalAttendances: 3,
        attendances: [
          { date: '2026-11-22', dayName: 'Sunday', practiceName, attendanceStatus: null },
          { date: '2026-11-21', dayName: 'Saturday', practiceName, attendanceStatus: 'walk_in_attended' },
          { date: '2026-11-20', dayName: 'Friday', practiceName, attendanceStatus: null },
        ],
      },
      {
        userId: veda.user.id,
        firstName: 'Veda',
        lastName: 'Iyer',
        email: veda.user.email,
        membershipActive: true,
        totalAttendances: 0,
        attendances: [
          { date: '2026-11-22', dayName: 'Sunday', practiceName, attendanceStatus: 'registered_no_show' },
        ],
      },
    ]);
    const days = (await admin.agent.get('/api/admin/session-registrations').expect(200)).body;
    const sunday = days.find((day: { date: string }) => day.date === '2026-11-22');
    expect(ours[0].attendances[0].practiceName).toBe(sunday.practiceName);
  });

  it("returns the dialog's profile without a password hash or token", async () => {
    const profile = (await admin.agent.get(`/api/admin/user/${member.user.id}`).expect(200)).body;
    expect(profile).toMatchObject({
      id: member.user.id,
      email: member.user.email,
      firstName: 'Asha',
      authProvider: 'email',
      membershipActive: false,
      stripeCustomerId: null,
    });
    const text = JSON.stringify(profile);
    expect(text).not.toMatch(/password|hash|token|argon/i);
  });

  it('soft-deletes a user: sessions end, sign-in refused, future registrations removed, history kept; restore', async () => {
    await registerEarlier(member, '2026-11-22', '2026-11-20T15:00:00Z');
    await register(member, '2026-11-25');
    await register(member, '2026-11-26');
    await setStatus({ userId: member.user.id, date: '2026-11-22', status: 'registered_attended' }).expect(
      200,
    );

    const deleted = await admin.agent
      .delete(`/api/admin/users/${member.user.id}`)
      .set(csrfHeaders)
      .expect(200);
    expect(deleted.body).toEqual({
      message: 'User marked as deleted successfully',
      userId: member.user.id,
      deletedAt: expect.any(String),
      removedRegistrations: ['2026-11-25', '2026-11-26'],
    });
    // Their session ended at once, and they cannot sign in again.
    await member.agent.get('/api/auth/user').expect(401);
    const sessions = await app.db.pool.query(`SELECT 1 FROM sessions WHERE sess->>'userId' = $1`, [
      member.user.id,
    ]);
    expect(sessions.rowCount).toBe(0);
    const signIn = await request(app.server)
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .send({ email: member.user.email, password: member.user.password });
    expect(signIn.status).toBe(401);

    // Admin lists hide them unless asked; the history stays in the read model.
    expect(await overviewRecord(member.user.id)).toBeUndefined();
    expect(await overviewRecord(member.user.id, '?includeDeleted=true')).toMatchObject({
      deletedAt: deleted.body.deletedAt,
      attendanceCount: 1,
    });
    expect(await historyOf(member.user.id)).toBeUndefined();
    const kept = await app.db.pool.query(
      "SELECT to_char(session_date, 'YYYY-MM-DD') AS date, attendance_status FROM session_registration WHERE user_id = $1",
      [member.user.id],
    );
    expect(kept.rows).toEqual([{ date: '2026-11-22', attendance_status: 'registered_attended' }]);
    const events = (await allEvents(app.runtime.eventStore, ['MemberDeleted', 'RegistrationRemovedByAdmin']))
      .map((event) => ({ type: event.type, data: event.data as Record<string, string> }))
      .filter((event) => event.data.userId === member.user.id);
    expect(events.map((e) => [e.type, e.data.deletedBy ?? e.data.removedBy, e.data.reason])).toEqual([
      ['MemberDeleted', admin.user.id, undefined],
      ['RegistrationRemovedByAdmin', admin.user.id, 'member-deleted'],
      ['RegistrationRemovedByAdmin', admin.user.id, 'member-deleted'],
    ]);
    // Deleting again changes nothing.
    await admin.agent.delete(`/api/admin/users/${member.user.id}`).set(csrfHeaders).expect(200);

    await admin.agent
      .post(`/api/admin/users/${member.user.id}/restore`)
      .set(csrfHeaders)
      .expect(200, { message: 'User restored successfully', userId: member.user.id });
    await request(app.server)
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .send({ email: member.user.email, password: member.user.password })
      .expect(200);
    expect(await overviewRecord(member.user.id)).toMatchObject({ deletedAt: null });
    const restoredEvents = (await allEvents(app.runtime.eventStore, ['MemberRestored'])).filter(
      (event) => (event.data as { userId: string }).userId === member.user.id,
    );
    expect(restoredEvents.map((event) => event.data)).toEqual([
      expect.objectContaining({ restoredBy: admin.user.id }),
    ]);
  });

  it('an admin cannot delete their own account', async () => {
    const response = await admin.agent
      .delete(`/api/admin/users/${admin.user.id}`)
      .set(csrfHeaders)
      .expect(403);
    expect(response.body).toEqual({ message: 'You cannot delete your own account.' });
  });

  it('a replay rebuilds session_registration to the same rows as live', async () => {
    await register(member, '2026-11-26');
    await setStatus({ userId: member.user.id, date: '2026-11-19', status: 'walk_in_attended' }).expect(200);
    const snapshot = async () =>
      (
        await app.db.pool.query(
          `SELECT to_char(session_date, 'YYYY-MM-DD') AS date, user_id, registered, registered_at, attendance_status
           FROM session_registration ORDER BY 1, 2`,
        )
      ).rows;
    const live = await snapshot();
    expect(live.length).toBeGreaterThan(5);
    await replayReadModel(app, 'session_registration');
    expect(await snapshot()).toEqual(live);
  });
});
