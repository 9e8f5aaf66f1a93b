import request from 'supertest';
import { createMembershipKit, type MembershipKit } from '../../../../test/support/membership-test-kit.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';

const KEEP = '/api/subscription/keep';

describe('POST /api/subscription/keep (withdrawing a scheduled cancellation)', () => {
  let kit: MembershipKit;

  beforeAll(async () => {
    kit = await createMembershipKit();
  });
  afterAll(() => kit.close());

  const membershipEvents = async (userId: string) =>
    (await kit.membershipEvents(userId)).map((event) => event.type);
  const updatesOf = (subscriptionId: string) =>
    kit.stripe.sent.filter(
      (event) => event.type === 'customer.subscription.updated' && event.data.object.id === subscriptionId,
    );

  it('cancel then keep: Stripe renews at the period end again, the withdrawal is recorded, "Active until" is gone', async () => {
    const member = await kit.subscribedMember();
    const { subscriptionId } = member;
    await member.agent.post('/api/cancel-subscription').set(csrfHeaders).expect(200);
    expect(kit.stripe.subscription(subscriptionId).cancelAtPeriodEnd).toBe(true);

    const kept = await member.agent.post(KEEP).set(csrfHeaders).expect(200);
    const periodEnd = new Date(kit.stripe.subscription(subscriptionId).periodEnd * 1000).toISOString();
    expect(kept.body).toEqual({ message: 'Your membership will renew as usual.', renewsAt: periodEnd });
    expect(kit.stripe.subscription(subscriptionId)).toMatchObject({
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
    expect(kit.stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscriptionId}`,
      body: { cancel_at_period_end: 'false' },
    });
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: true, membershipEndDate: null });
    const recorded = await membershipEvents(member.user.id);
    expect(recorded.slice(-2)).toEqual([
      'MembershipCancellationScheduled',
      'MembershipCancellationWithdrawn',
    ]);

    // Stripe's webhooks for both changes arrive afterwards, in any order: each re-reads the
    // subscription, so neither brings the cancellation back, and nothing more is recorded.
    const [scheduled, withdrawn] = updatesOf(subscriptionId).slice(-2);
    await kit.deliver(withdrawn, scheduled);
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: true, membershipEndDate: null });
    expect(await membershipEvents(member.user.id)).toEqual(recorded);

    // The period's end now renews it instead of ending it.
    await kit.deliver(...(await kit.stripe.endPeriod(subscriptionId)));
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: true, membershipEndDate: null });
  });

  it("keep's webhook reads Stripe, the member cancels again before it records: the cancellation stands", async () => {
    const member = await kit.subscribedMember();
    const { subscriptionId } = member;
    await member.agent.post('/api/subscription/cancel').set(csrfHeaders).expect(200);
    await member.agent.post(KEEP).set(csrfHeaders).expect(200);
    const [withdrawn] = updatesOf(subscriptionId).slice(-1);

    // Stripe answers the webhook's read (no cancellation) but the answer is held on its way.
    const read = kit.stripe.holdReads(subscriptionId);
    const delivering = kit.deliver(withdrawn);
    await read.reached;
    await member.agent.post('/api/subscription/cancel').set(csrfHeaders).expect(200);
    read.release();
    expect((await delivering).body).toEqual({ received: true, outcome: 'applied' });

    // The held read was refused and Stripe read again: the second cancellation is not undone.
    const endsAt = new Date(kit.stripe.subscription(subscriptionId).periodEnd * 1000).toISOString();
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: true, membershipEndDate: endsAt });
    expect((await membershipEvents(member.user.id)).slice(-3)).toEqual([
      'MembershipCancellationScheduled',
      'MembershipCancellationWithdrawn',
      'MembershipCancellationScheduled',
    ]);
    const reads = kit.stripe.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 409 with a message, asking Stripe nothing, when there is no cancellation to withdraw', async () => {
    const member = await kit.subscribedMember();
    const someone = await signUpAgent(kit.app);
    const before = kit.stripe.requests.length;
    expect((await member.agent.post(KEEP).set(csrfHeaders).expect(409)).body).toEqual({
      message: 'Your membership is not set to end: there is no cancellation to withdraw.',
    });
    expect((await someone.agent.post(KEEP).set(csrfHeaders).expect(409)).body).toEqual({
      message: 'You have no membership to keep.',
    });
    // Kept once: keeping again has nothing to withdraw.
    await member.agent.post('/api/subscription/cancel').set(csrfHeaders).expect(200);
    await member.agent.post(KEEP).set(csrfHeaders).expect(200);
    const again = await member.agent.post(KEEP).set(csrfHeaders).expect(409);
    expect(again.body.message).toBe(
      'Your membership is not set to end: there is no cancellation to withdraw.',
    );
    expect(kit.stripe.requests.length).toBe(before + 2);
  });

  it('answers 409 once the period has ended, before and after Stripe says so', async () => {
    const hour = 3600;
    const realNow = () => Math.floor(Date.now() / 1000);
    // A month that began at Stripe almost a month ago: it ends in an hour.
    kit.stripe.now = () => realNow() - 30 * 24 * hour + hour;
    try {
      const member = await kit.subscribedMember();
      await member.agent.post('/api/cancel-subscription').set(csrfHeaders).expect(200);
      const before = kit.stripe.requests.length;

      // The app's clock is past the end; Stripe's webhook has not landed yet.
      kit.app.clock.set(new Date((realNow() + 2 * hour) * 1000));
      const late = await member.agent.post(KEEP).set(csrfHeaders).expect(409);
      expect(late.body).toEqual({
        message: 'Your membership has already ended. Please subscribe again to rejoin.',
      });
      expect(kit.stripe.requests.length).toBe(before);

      await kit.deliver(...(await kit.stripe.endPeriod(member.subscriptionId)));
      const over = await member.agent.post(KEEP).set(csrfHeaders).expect(409);
      expect(over.body.message).toBe('Your membership has already ended. Please subscribe again to rejoin.');
      expect(kit.stripe.subscription(member.subscriptionId).status).toBe('canceled');
    } finally {
      kit.stripe.now = () => Math.floor(Date.now() / 1000);
      kit.app.clock.reset();
    }
  });

  it('refuses a signed-out caller with 401', async () => {
    const response = await request(kit.app.server).post(KEEP).set(csrfHeaders).expect(401);
    expect(response.body.message).toEqual(expect.any(String));
  });
});
