import request from 'supertest';
import { adminMembershipSuite } from '../../../../test/support/membership-test-kit.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, registerFor, signUpAgent } from '../../../../test/support/sign-up.js';

const DAY = 86_400;
const unix = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Pausing a paid membership while away (issue 38, item 6): POST /api/subscription/pause and /resume. */
describe('pausing a membership while away', () => {
  // Tuesday 2026-12-01, 10:00 in New York, on the app's clock and on Stripe's.
  const T0 = '2026-12-01T15:00:00Z';
  const suite = adminMembershipSuite(T0);
  const setClocks = (instant: string) => {
    suite.kit.app.clock.set(new Date(instant));
    suite.kit.stripe.now = () => unix(instant);
  };
  beforeEach(() => setClocks(T0));

  const pause = (agent: request.Agent | ReturnType<typeof request.agent>, weeks: unknown) =>
    agent.post('/api/subscription/pause').set(csrfHeaders).send({ weeks });
  const resume = (agent: ReturnType<typeof request.agent>) =>
    agent.post('/api/subscription/resume').set(csrfHeaders);
  const withStripeDown = async <T>(work: () => Promise<T>): Promise<T> => {
    suite.kit.stripe.down = true;
    try {
      return await work();
    } finally {
      suite.kit.stripe.down = false;
    }
  };
  const eventTypes = async (userId: string) =>
    (await suite.kit.membershipEvents(userId)).map((event) => event.type);
  const updatesOf = (subscriptionId: string) =>
    suite.kit.stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );

  it('pauses for two weeks: no member benefits, billing moved two weeks on, and webhooks or a sync never undo it', async () => {
    const member = await suite.kit.subscribedMember();
    const sent = suite.kit.stripe.sent.length;
    const paused = (await pause(member.agent, 2).expect(200)).body;
    expect(paused).toEqual({
      message: 'The membership is paused until 2026-12-14: the 2 weeks are not charged.',
      pausedFrom: '2026-12-01',
      pausedUntil: '2026-12-14',
      // The month paid from 2026-12-01 15:00 UTC was to renew 2026-12-31: two weeks later now.
      nextBillingAt: '2027-01-14T15:00:00.000Z',
    });
    expect(await suite.kit.me(member.agent)).toMatchObject({
      membershipActive: false,
      membershipPausedUntil: '2026-12-14',
      stripeSubscriptionId: member.subscriptionId,
    });
    const [update] = updatesOf(member.subscriptionId);
    expect(update.body).toMatchObject({
      trial_end: String(unix('2027-01-14T15:00:00Z')),
      proration_behavior: 'none',
      metadata: {
        sadhana_pause_from: '2026-12-01',
        sadhana_pause_until: '2026-12-14',
        sadhana_pause_weeks: '2',
        sadhana_pause_by: member.user.id,
      },
    });
    expect(update.idempotencyKey).toMatch(/^pause-/);
    expect(suite.kit.stripe.subscription(member.subscriptionId).status).toBe('trialing');

    // Stripe's webhooks of the change, delivered twice, and an admin's sync: the pause stays, recorded once.
    const webhooks = suite.kit.stripe.sent.slice(sent);
    await suite.kit.deliver(...webhooks);
    await suite.kit.deliver(...webhooks.map((event) => ({ ...event, id: `${event.id}_again` })));
    await suite.admin.agent.post('/api/admin/sync-memberships').set(csrfHeaders).expect(200);
    expect(await eventTypes(member.user.id)).toEqual(['MembershipStarted', 'MembershipPaused']);
    expect(await suite.kit.me(member.agent)).toMatchObject({ membershipPausedUntil: '2026-12-14' });
  });

  it('charges the drop-in fee for a session attended while paused, and none once resumed early', async () => {
    const member = await suite.kit.subscribedMember();
    await pause(member.agent, 2).expect(200);
    await registerFor(member, ['2026-12-03']);
    setClocks('2026-12-07T15:00:00Z');
    const resumed = (await resume(member.agent).expect(200)).body;
    // Resumed on the 7th: the 8 paused days not taken (7th to 14th) come off the moved payment.
    expect(resumed).toEqual({
      message: 'The membership is running again.',
      pausedFrom: null,
      pausedUntil: null,
      nextBillingAt: '2027-01-06T15:00:00.000Z',
    });
    expect(updatesOf(member.subscriptionId).at(-1)?.body).toMatchObject({
      trial_end: String(unix('2027-01-06T15:00:00Z')),
      proration_behavior: 'none',
      metadata: { sadhana_pause_resumed_on: '2026-12-07', sadhana_pause_resumed_by: member.user.id },
    });
    expect(await suite.kit.me(member.agent)).toMatchObject({
      membershipActive: true,
      membershipPausedUntil: null,
    });
    await registerFor(member, ['2026-12-09']);
    setClocks('2026-12-09T15:00:00Z');
    const fees = (await member.agent.get('/api/fees').expect(200)).body;
    expect(
      fees.items.map((i: { sessionDate: string; kind: string; amount: number }) => [
        i.sessionDate,
        i.kind,
        i.amount,
      ]),
    ).toEqual([['2026-12-03', 'drop-in', 50]]);
    expect(await eventTypes(member.user.id)).toEqual([
      'MembershipStarted',
      'MembershipPaused',
      'MembershipResumed',
    ]);
  });

  it('never charges for the paused days, even when the period would have renewed inside the pause', async () => {
    // The month began 25 days ago: it renews on Sunday 2026-12-06, inside a pause from the 1st to the 14th.
    setClocks('2026-11-06T15:00:00Z');
    const member = await suite.kit.subscribedMember();
    setClocks(T0);
    const { nextBillingAt } = (await pause(member.agent, 2).expect(200)).body;
    expect(nextBillingAt).toBe('2026-12-20T15:00:00.000Z');

    const stripe = suite.kit.stripe;
    expect(await stripe.advanceTo(unix('2026-12-07T15:00:00Z'))).toEqual([]);
    await suite.kit.deliver(...(await stripe.advanceTo(unix('2026-12-20T15:00:00Z'))));
    const invoices = stripe.invoicesOf(member.subscriptionId).map((invoice) => ({
      amount: invoice.amountDue,
      status: invoice.status,
      from: iso(invoice.periodStart),
      to: iso(invoice.periodEnd),
    }));
    expect(invoices).toEqual([
      { amount: 15000, status: 'paid', from: '2026-11-06T15:00:00.000Z', to: '2026-12-06T15:00:00.000Z' },
      // The stretch the pause added: nothing charged.
      { amount: 0, status: 'paid', from: '2026-12-01T15:00:00.000Z', to: '2026-12-20T15:00:00.000Z' },
      { amount: 15000, status: 'paid', from: '2026-12-20T15:00:00.000Z', to: '2027-01-19T15:00:00.000Z' },
    ]);
    // Exactly the 14 paused days between the paid month's end and the next charge.
    expect(unix('2026-12-20T15:00:00Z') - unix('2026-12-06T15:00:00Z')).toBe(14 * DAY);
    // Renewed from the moved date on (the member's session has long expired by now: read the stream).
    expect(await eventTypes(member.user.id)).toEqual([
      'MembershipStarted',
      'MembershipPaused',
      'MembershipRenewed',
    ]);
    const [row] = (
      await suite.kit.app.db.pool.query(
        'SELECT active, current_period_end FROM membership WHERE user_id = $1',
        [member.user.id],
      )
    ).rows;
    expect(row).toEqual({ active: true, current_period_end: new Date('2027-01-19T15:00:00Z') });
  });

  it('refuses bad input (400) and what cannot be paused or resumed (409), changing nothing', async () => {
    const member = await suite.kit.subscribedMember();
    for (const weeks of [0, 9, 1.5, '2', null]) {
      const refused = await pause(member.agent, weeks).expect(400);
      expect(refused.body.message).toMatch(/^weeks (must be a whole number from 1 to 8|is required)$/);
    }
    await member.agent
      .post('/api/subscription/pause')
      .set(csrfHeaders)
      .send({ weeks: 2, extra: 1 })
      .expect(400);
    expect((await resume(member.agent).expect(409)).body).toEqual({
      message: 'The membership is not paused: there is nothing to resume.',
    });
    const someone = await signUpAgent(suite.kit.app);
    expect((await pause(someone.agent, 2).expect(409)).body).toEqual({
      message: 'Only a paid membership can be paused: there is none to pause.',
    });
    expect(updatesOf(member.subscriptionId)).toEqual([]);

    await pause(member.agent, 1).expect(200);
    expect((await pause(member.agent, 2).expect(409)).body).toEqual({
      message: 'The membership is already paused until 2026-12-07.',
    });
    const ending = await suite.kit.subscribedMember();
    await ending.agent.post('/api/subscription/cancel').set(csrfHeaders).expect(200);
    expect((await pause(ending.agent, 2).expect(409)).body.message).toBe(
      'The membership is set to end on 2026-12-31: there is nothing to pause. Keep the membership first to pause it.',
    );
    expect(await eventTypes(member.user.id)).toEqual(['MembershipStarted', 'MembershipPaused']);
    expect(await eventTypes(someone.user.id)).toEqual([]);
  });

  it('refuses a signed-out caller (401) and answers 503 without Stripe, changing nothing', async () => {
    for (const path of ['/api/subscription/pause', '/api/subscription/resume']) {
      const refused = await request(suite.kit.app.server)
        .post(path)
        .set(csrfHeaders)
        .send({ weeks: 2 })
        .expect(401);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    const member = await suite.kit.subscribedMember();
    const down = await withStripeDown(() => pause(member.agent, 2).expect(503));
    expect(down.body.message).toMatch(/payment provider/);
    expect(await eventTypes(member.user.id)).toEqual(['MembershipStarted']);
    expect(updatesOf(member.subscriptionId)).toEqual([]);
  });

  it('pauses once for two clicks at the same time', async () => {
    const member = await suite.kit.subscribedMember();
    const answers = await Promise.all([pause(member.agent, 2), pause(member.agent, 2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(updatesOf(member.subscriptionId)).toHaveLength(1);
    expect(suite.kit.stripe.subscription(member.subscriptionId).trialEnd).toBe(unix('2027-01-14T15:00:00Z'));
  });

  it('lets an admin pause and resume for a member, with a step-up; shows the pause in the users list and the dialog', async () => {
    const member = await suite.kit.subscribedMember();
    const path = (action: string, id = member.user.id) => `/api/admin/user/${id}/membership/${action}`;
    await request(suite.kit.app.server).post(path('pause')).set(csrfHeaders).send({ weeks: 3 }).expect(401);
    await member.agent.post(path('pause')).set(csrfHeaders).send({ weeks: 3 }).expect(403);
    setClocks('2026-12-01T16:00:00Z');
    const stale = await suite.admin.agent.post(path('pause')).set(csrfHeaders).send({ weeks: 3 }).expect(403);
    expect(stale.body.code).toBe('step_up_required');
    await suite.admin.stepUp();
    await suite.admin.agent.post(path('pause', 'not-a-user')).set(csrfHeaders).send({ weeks: 3 }).expect(400);
    await suite.admin.agent
      .post(path('pause', '00000000-0000-4000-8000-000000000000'))
      .set(csrfHeaders)
      .send({ weeks: 3 })
      .expect(404);
    await suite.admin.agent.post(path('pause')).set(csrfHeaders).send({ weeks: 9 }).expect(400);
    const paused = (
      await suite.admin.agent.post(path('pause')).set(csrfHeaders).send({ weeks: 3 }).expect(200)
    ).body;
    expect(paused).toMatchObject({ pausedFrom: '2026-12-01', pausedUntil: '2026-12-21' });

    await suite.kit.app.caughtUp();
    const page = (
      await suite.admin.agent
        .get(`/api/admin/users-overview?page=1&membership=paused&q=${member.user.email}`)
        .expect(200)
    ).body;
    expect(page.items).toEqual([
      expect.objectContaining({
        id: member.user.id,
        membershipKind: 'paused',
        membershipActive: false,
        paused: true,
        pausedUntil: '2026-12-21',
      }),
    ]);
    const members = (
      await suite.admin.agent
        .get(`/api/admin/users-overview?page=1&membership=member&q=${member.user.email}`)
        .expect(200)
    ).body;
    expect(members.total).toBe(0);
    const summary = (await suite.admin.agent.get(`/api/admin/user/${member.user.id}/summary`).expect(200))
      .body;
    expect(summary).toMatchObject({
      membershipKind: 'paused',
      pausedUntil: '2026-12-21',
      pauses: [
        {
          from: '2026-12-01',
          until: '2026-12-21',
          weeks: 3,
          resumedOn: null,
          pausedByEmail: suite.admin.user.email,
          pausedByMember: false,
        },
      ],
    });
    const profile = (await suite.admin.agent.get(`/api/admin/user/${member.user.id}`).expect(200)).body;
    expect(profile).toMatchObject({ membershipActive: false, membershipPausedUntil: '2026-12-21' });

    await member.agent.post(path('resume')).set(csrfHeaders).expect(403);
    await suite.admin.agent.post(path('resume')).set(csrfHeaders).expect(200);
    expect(await suite.kit.me(member.agent)).toMatchObject({
      membershipActive: true,
      membershipPausedUntil: null,
    });
    expect(await suite.auditWords(member.user.id)).toEqual(
      expect.arrayContaining([
        `${suite.admin.user.email} paused the membership for 3 weeks, Tuesday, Dec 1, 2026 to Monday, Dec 21, 2026: no charge for those days`,
        `${suite.admin.user.email} resumed the paused membership early: a member again from Tuesday, Dec 1, 2026`,
      ]),
    );
  });

  it('counts a paused member out of the active members on the paused days only', async () => {
    const membersOn = async (instant: string) => {
      suite.kit.app.clock.set(new Date(instant));
      return (await suite.admin.agent.get('/api/admin/stats').expect(200)).body.activeMembers;
    };
    setClocks('2026-12-01T18:00:00Z');
    const member = await suite.kit.subscribedMember();
    await suite.kit.app.caughtUp();
    const [before, after] = [
      await membersOn('2026-12-02T15:00:00Z'),
      await membersOn('2026-12-08T15:00:00Z'),
    ];
    setClocks('2026-12-01T18:00:00Z');
    // Paused Tuesday the 1st to Monday the 7th.
    await pause(member.agent, 1).expect(200);
    await suite.kit.app.caughtUp();
    expect(await membersOn('2026-12-02T15:00:00Z')).toBe(before - 1);
    expect(await membersOn('2026-12-08T15:00:00Z')).toBe(after);
  });

  it('rebuilds the membership and studio read models by a replay to the live rows', async () => {
    await suite.kit.app.caughtUp();
    const snapshot = async () => ({
      pauses: (await suite.kit.app.db.pool.query('SELECT * FROM membership_pause ORDER BY pause_id')).rows,
      membership: (await suite.kit.app.db.pool.query('SELECT * FROM membership ORDER BY user_id')).rows,
      members: (await suite.kit.app.db.pool.query('SELECT * FROM admin_member ORDER BY user_id')).rows,
      tally: (
        await suite.kit.app.db.pool.query(
          'SELECT * FROM admin_member_tally ORDER BY deleted, paid, last_active, complimentary_from, complimentary_until, paused_from, paused_until',
        )
      ).rows,
      days: (await suite.kit.app.db.pool.query('SELECT * FROM studio_day ORDER BY day')).rows,
    });
    const live = await snapshot();
    expect(live.pauses.length).toBeGreaterThanOrEqual(5);
    await replayReadModel(suite.kit.app, 'membership');
    await replayReadModel(suite.kit.app, 'studio_members');
    expect(await snapshot()).toEqual(live);
  });
});
