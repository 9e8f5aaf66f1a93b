import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eventually } from '../../../../test/support/eventually.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { enrolAuthenticator } from '../../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('audit trail (GET /api/admin/user/{id}/audit-trail)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    app.clock.set(new Date('2026-11-23T15:00:00Z'));
  });

  afterAll(async () => {
    await app.close();
  });

  /** A rebuild of admin_audit from the log writes the rows the live projection wrote. */
  const expectReplayEqualsLive = async () => {
    const snapshot = async () =>
      (await app.db.pool.query('SELECT * FROM admin_audit ORDER BY event_id')).rows;
    const live = await snapshot();
    await replayReadModel(app, 'admin_audit');
    expect(await snapshot()).toEqual(live);
  };

  it("lists the member's events in order with the admin behind each change; replay rebuilds the same rows", async () => {
    const admin = await signUpAgent(app);
    await makeAdmin(app, admin.user.email);
    await enrolAuthenticator(app, admin.agent);
    const member = await signUpAgent(app);
    await member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: '2026-11-26', attending: true })
      .expect(200);
    const status = { userId: member.user.id, date: '2026-11-26', status: 'registered_waitlisted' };
    await admin.agent.patch('/api/admin/attendance-status').set(csrfHeaders).send(status).expect(200);
    await admin.agent.delete(`/api/admin/users/${member.user.id}`).set(csrfHeaders).expect(200);

    const trail = await eventually(
      async () => (await admin.agent.get(`/api/admin/user/${member.user.id}/audit-trail`).expect(200)).body,
      (entries) => expect(entries).toHaveLength(5),
    );
    expect(
      trail.map(
        (e: {
          type: string;
          sessionDate: string | null;
          byAdminEmail: string | null;
          detail: string | null;
        }) => [e.type, e.sessionDate, e.byAdminEmail, e.detail],
      ),
    ).toEqual([
      ['MemberSignedUp', null, null, 'with email'],
      ['RegisteredForSession', '2026-11-26', null, null],
      ['AttendanceStatusSet', '2026-11-26', admin.user.email, 'Registered – Waitlisted'],
      ['MemberDeleted', null, admin.user.email, null],
      ['RegistrationRemovedByAdmin', '2026-11-26', admin.user.email, 'with the account'],
    ]);

    await expectReplayEqualsLive();
  });

  it("tells a member's waitlist in words (joined, left, promoted), and replay rebuilds the same rows", async () => {
    const admin = await signUpAgent(app);
    await makeAdmin(app, admin.user.email);
    await enrolAuthenticator(app, admin.agent);
    const [first, waiting] = [await signUpAgent(app), await signUpAgent(app)];
    const date = '2026-11-27';
    const toggle = (who: typeof first, attending: boolean) =>
      who.agent
        .post('/api/user-schedule')
        .set(csrfHeaders)
        .send({ attendanceDate: date, attending })
        .expect(200);
    await admin.agent.put(`/api/admin/sessions/${date}`).set(csrfHeaders).send({ capacity: 1 }).expect(200);
    await toggle(first, true);
    await toggle(waiting, true);
    await toggle(waiting, false);
    await toggle(waiting, true);
    await toggle(first, false);

    // The promotion's mail goes from the job queue; its record joins the trail after the rest.
    const page = await eventually(
      async () =>
        (await admin.agent.get(`/api/admin/user/${waiting.user.id}/audit-trail?page=1`).expect(200)).body,
      (body) => expect(body.total).toBe(7),
    );
    // Newest first; the promotion's registration follows it in the log.
    expect(page.items.map((line: { summary: string }) => line.summary)).toEqual([
      'Was told by mail of their place for Friday, Nov 27, 2026',
      'Registered for Friday, Nov 27, 2026',
      'Got a place for Friday, Nov 27, 2026 from the waitlist',
      'Joined the waitlist for Friday, Nov 27, 2026 (the session was full)',
      'Left the waitlist for Friday, Nov 27, 2026',
      'Joined the waitlist for Friday, Nov 27, 2026 (the session was full)',
      'Signed up with email and password',
    ]);
    // The date's capacity is the studio's, not the member's: it is on no member's trail.
    const types = (await app.db.pool.query('SELECT DISTINCT type FROM admin_audit')).rows.map((r) => r.type);
    expect(types).not.toContain('SessionCapacitySet');

    await expectReplayEqualsLive();
  });

  it('is for admins only, and 400/404 for bad or unknown ids', async () => {
    const member = await signUpAgent(app);
    await request(app.server).get(`/api/admin/user/${member.user.id}/audit-trail`).expect(401);
    await member.agent.get(`/api/admin/user/${member.user.id}/audit-trail`).expect(403);
    const admin = await signUpAgent(app);
    await makeAdmin(app, admin.user.email);
    await enrolAuthenticator(app, admin.agent);
    await admin.agent.get('/api/admin/user/nope/audit-trail').expect(400);
    await admin.agent.get(`/api/admin/user/${randomUUID()}/audit-trail`).expect(404);
  });

  it('shows every second-factor change and use in words, never a secret', async () => {
    const admin = await signUpAgent(app);
    await makeAdmin(app, admin.user.email);
    const { secret, recoveryCodes, code } = await enrolAuthenticator(app, admin.agent);
    app.clock.set(new Date(app.clock.now().getTime() + 11 * 60_000));
    await admin.agent
      .post('/api/auth/second-factor')
      .set(csrfHeaders)
      .send({ code: recoveryCodes[0] })
      .expect(200);
    await admin.agent
      .post('/api/auth/second-factor')
      .set(csrfHeaders)
      .send({ code: await code(1) })
      .expect(200);
    await admin.agent.delete('/api/auth/totp').set(csrfHeaders).expect(204);
    // Without a factor the admin is shut out of its own audit trail: read it as another admin.
    const reader = await signUpAgent(app);
    await makeAdmin(app, reader.user.email);
    await enrolAuthenticator(app, reader.agent);
    const trail = await eventually(
      async () => (await reader.agent.get(`/api/admin/user/${admin.user.id}/audit-trail`).expect(200)).body,
      (entries) => expect(entries).toHaveLength(6),
    );
    expect(trail.map((entry: { type: string; detail: string | null }) => [entry.type, entry.detail])).toEqual(
      [
        ['MemberSignedUp', 'with email'],
        ['MemberFactorAdded', 'an authenticator app'],
        ['MemberRecoveryCodesIssued', '10 codes'],
        ['MemberRecoveryCodeUsed', 'to confirm an action, 9 left'],
        ['MemberSteppedUp', 'with an authenticator app'],
        ['MemberFactorRemoved', 'an authenticator app'],
      ],
    );
    const text = JSON.stringify(trail);
    expect(text).not.toContain(secret);
    for (const recoveryCode of recoveryCodes) expect(text).not.toContain(recoveryCode);
    app.clock.set(new Date('2026-11-23T15:00:00Z'));
  });
});
