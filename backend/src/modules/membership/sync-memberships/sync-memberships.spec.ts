import request from 'supertest';
import { createMembershipKit, type MembershipKit } from '../../../../test/support/membership-test-kit.js';
import { enrolAuthenticator } from '../../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, signUpAgent } from '../../../../test/support/sign-up.js';

describe('POST /api/admin/sync-memberships', () => {
  let kit: MembershipKit;

  beforeAll(async () => {
    kit = await createMembershipKit();
  });
  afterAll(() => kit.close());

  const admin = async () => {
    const account = await signUpAgent(kit.app);
    await makeAdmin(kit.app, account.user.email);
    await enrolAuthenticator(kit.app, account.agent);
    return account;
  };

  it('records what Stripe says of every member with a customer, and counts who changed', async () => {
    // One whose payment webhooks were lost, one whose cancellation was made in Stripe's dashboard,
    // one whose subscription ended without a word, one already up to date, one who never paid.
    const lostPayment = await signUpAgent(kit.app);
    const { clientSecret } = await kit.subscribe(lostPayment.agent);
    await kit.stripe.confirm(clientSecret, 'succeeded');
    const cancelledAtStripe = await kit.subscribedMember();
    kit.stripe.alter(cancelledAtStripe.subscriptionId, { cancelAtPeriodEnd: true });
    const endedSilently = await kit.subscribedMember();
    kit.stripe.alter(endedSilently.subscriptionId, { status: 'canceled', endedAt: kit.stripe.now() });
    const upToDate = await kit.subscribedMember();
    const neverPaid = await signUpAgent(kit.app);
    await kit.subscribe(neverPaid.agent);

    const { agent } = await admin();
    const response = await agent.post('/api/admin/sync-memberships').set(csrfHeaders).expect(200);
    expect(response.body).toEqual({ syncedCount: 3, errorCount: 0 });
    expect(await kit.me(lostPayment.agent)).toMatchObject({ membershipActive: true });
    const periodEnd = new Date(kit.stripe.subscription(cancelledAtStripe.subscriptionId).periodEnd * 1000);
    expect(await kit.me(cancelledAtStripe.agent)).toMatchObject({
      membershipActive: true,
      membershipEndDate: periodEnd.toISOString(),
    });
    expect(await kit.me(endedSilently.agent)).toMatchObject({ membershipActive: false });
    expect(await kit.me(upToDate.agent)).toMatchObject({ membershipActive: true });
    expect(await kit.me(neverPaid.agent)).toMatchObject({ membershipActive: false });

    // A second sync finds nothing to change.
    expect((await agent.post('/api/admin/sync-memberships').set(csrfHeaders).expect(200)).body).toEqual({
      syncedCount: 0,
      errorCount: 0,
    });
  });

  it('counts members Stripe could not be asked about as errors', async () => {
    await kit.subscribedMember();
    const { agent } = await admin();
    kit.stripe.down = true;
    try {
      const response = await agent.post('/api/admin/sync-memberships').set(csrfHeaders).expect(200);
      expect(response.body.syncedCount).toBe(0);
      expect(response.body.errorCount).toBeGreaterThan(0);
    } finally {
      kit.stripe.down = false;
    }
  });

  it('is for admins only: 401 signed out, 403 for a member', async () => {
    await request(kit.app.server).post('/api/admin/sync-memberships').set(csrfHeaders).expect(401);
    const member = await kit.subscribedMember();
    const refused = await member.agent.post('/api/admin/sync-memberships').set(csrfHeaders).expect(403);
    expect(refused.body.message).toBe('Admin access required');
  });
});
