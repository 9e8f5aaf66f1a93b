import { adminMembershipSuite } from '../../../../test/support/membership-test-kit.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, registerFor, signUpAgent } from '../../../../test/support/sign-up.js';

/** A gift or scholarship: a membership without Stripe, granted and ended by an admin. */
describe('complimentary memberships (POST /api/admin/user/{id}/complimentary-membership)', () => {
  const suite = adminMembershipSuite('2026-11-20T12:00:00Z');

  const grant = (userId: string, body: object) =>
    suite.admin.agent.post(`/api/admin/user/${userId}/complimentary-membership`).set(csrfHeaders).send(body);
  const end = (userId: string, grantId: string) =>
    suite.admin.agent
      .post(`/api/admin/user/${userId}/complimentary-membership/${grantId}/end`)
      .set(csrfHeaders);

  it('covers its days: no drop-in fee, counted as a member, listed in the dialog; ended, it stops', async () => {
    const member = await signUpAgent(suite.kit.app, { firstName: 'Gift', lastName: 'Member' });
    await registerFor(member, ['2026-11-23', '2026-11-24']);
    suite.kit.app.clock.set(new Date('2026-11-24T15:00:00Z'));
    expect((await member.agent.get('/api/fees').expect(200)).body).toMatchObject({ outstanding: 100 });
    const before = (await suite.admin.agent.get('/api/admin/stats').expect(200)).body;

    const scholarship = { from: '2026-11-24', until: '2026-12-31', reason: 'Scholarship for the winter' };
    const stale = await grant(member.user.id, scholarship);
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('step_up_required');
    await suite.admin.stepUp();
    const given = (await grant(member.user.id, scholarship).expect(200)).body;
    expect(given).toEqual({
      grantId: expect.any(String),
      from: '2026-11-24',
      until: '2026-12-31',
      reason: 'Scholarship for the winter',
      endedOn: null,
      grantedByEmail: suite.admin.user.email,
    });
    // The member sees a membership running until the grant's last day.
    expect((await member.agent.get('/api/auth/user').expect(200)).body).toMatchObject({
      membershipActive: true,
      membershipEndDate: '2026-12-31T12:00:00.000Z',
    });
    // Monday before the grant still owes its drop-in; Tuesday, covered, owes nothing.
    const fees = (await member.agent.get('/api/fees').expect(200)).body;
    expect(fees.items.map((i: { sessionDate: string }) => i.sessionDate)).toEqual(['2026-11-23']);

    await suite.kit.app.caughtUp();
    const after = (await suite.admin.agent.get('/api/admin/stats').expect(200)).body;
    expect(after.activeMembers).toBe(before.activeMembers + 1);
    const page = (
      await suite.admin.agent.get('/api/admin/users-overview?page=1&membership=complimentary').expect(200)
    ).body;
    expect(page.items.map((u: { id: string; membershipKind: string }) => [u.id, u.membershipKind])).toEqual([
      [member.user.id, 'complimentary'],
    ]);
    const summary = (await suite.admin.agent.get(`/api/admin/user/${member.user.id}/summary`).expect(200))
      .body;
    expect(summary).toMatchObject({ membershipKind: 'complimentary', complimentaryGrants: [given] });

    // Another for overlapping days is refused; ending this one keeps today.
    const overlap = await grant(member.user.id, { from: '2026-12-01', until: '2027-01-31', reason: 'twice' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('A complimentary membership already covers 2026-11-24 to 2026-12-31.');
    const ended = (await end(member.user.id, given.grantId).expect(200)).body;
    expect(ended).toMatchObject({ endedOn: '2026-11-24' });
    expect((await end(member.user.id, given.grantId)).status).toBe(409);
    // Ended today: still a member today, not tomorrow.
    expect((await member.agent.get('/api/auth/user').expect(200)).body).toMatchObject({
      membershipActive: true,
    });
    suite.kit.app.clock.set(new Date('2026-11-25T15:00:00Z'));
    expect((await member.agent.get('/api/auth/user').expect(200)).body).toMatchObject({
      membershipActive: false,
    });
    suite.kit.app.clock.set(new Date('2026-11-24T15:00:00Z'));

    const words = await suite.auditWords(member.user.id);
    expect(words).toContain(
      `${suite.admin.user.email} granted a complimentary membership from Tuesday, Nov 24, 2026 to Thursday, Dec 31, 2026: Scholarship for the winter`,
    );
    expect(words).toContain(
      `${suite.admin.user.email} ended the complimentary membership; its last day is Tuesday, Nov 24, 2026`,
    );
  });

  it('refuses bad input (400), an unknown member or grant (404) and a member (403), changing nothing', async () => {
    const member = await signUpAgent(suite.kit.app);
    await suite.admin.stepUp();
    for (const [body, message] of [
      [{ from: '2026-12-02', until: '2026-12-01', reason: 'x' }, 'from must be on or before until.'],
      [
        { from: '2026-11-01', until: '2026-11-02', reason: 'x' },
        'until must be today (2026-11-24) or later.',
      ],
      [{ from: '2026-12-01', until: '2026-12-31', reason: '  ' }, 'reason is required'],
      [{ from: '0001-01-01', until: '2026-12-31', reason: 'x' }, 'from must be a date from 2000-01-01'],
    ] as const) {
      const refused = await grant(member.user.id, body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.message)).toContain(message);
    }
    await grant('00000000-0000-4000-8000-000000000000', {
      from: '2026-12-01',
      until: '2026-12-31',
      reason: 'x',
    }).expect(404);
    await end(member.user.id, '00000000-0000-4000-8000-000000000000').expect(404);
    await end(member.user.id, 'not-a-grant').expect(400);
    await member.agent
      .post(`/api/admin/user/${member.user.id}/complimentary-membership`)
      .set(csrfHeaders)
      .send({ from: '2026-12-01', until: '2026-12-31', reason: 'me' })
      .expect(403);
    const summary = (await suite.admin.agent.get(`/api/admin/user/${member.user.id}/summary`).expect(200))
      .body;
    expect(summary).toMatchObject({ membershipKind: 'none', complimentaryGrants: [] });
  });

  it('the membership and studio read models rebuilt by a replay equal the live ones', async () => {
    await suite.kit.app.caughtUp();
    const snapshot = async () => ({
      grants: (await suite.kit.app.db.pool.query('SELECT * FROM complimentary_grant ORDER BY grant_id')).rows,
      periods: (
        await suite.kit.app.db.pool.query('SELECT * FROM membership_period ORDER BY user_id, subscription_id')
      ).rows,
      members: (await suite.kit.app.db.pool.query('SELECT * FROM admin_member ORDER BY user_id')).rows,
      days: (await suite.kit.app.db.pool.query('SELECT * FROM studio_day ORDER BY day')).rows,
    });
    const live = await snapshot();
    expect(live.grants).toHaveLength(1);
    await replayReadModel(suite.kit.app, 'membership');
    await replayReadModel(suite.kit.app, 'studio_members');
    expect(await snapshot()).toEqual(live);
  });
});
