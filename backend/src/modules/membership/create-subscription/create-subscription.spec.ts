import request from 'supertest';
import { createMembershipKit, type MembershipKit } from '../../../../test/support/membership-test-kit.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp } from '../../../../test/support/test-app.js';

describe('POST /api/create-subscription', () => {
  let kit: MembershipKit;

  beforeAll(async () => {
    kit = await createMembershipKit();
  });
  afterAll(() => kit.close());

  it('makes a Stripe customer once, an incomplete subscription, and answers its first invoice’s client secret', async () => {
    const member = await signUpAgent(kit.app);
    const { clientSecret, subscriptionId } = await kit.subscribe(member.agent);
    const sub = kit.stripe.subscription(subscriptionId);
    expect(clientSecret).toBe(kit.stripe.clientSecretOf(subscriptionId));
    expect(sub.status).toBe('incomplete');
    const create = kit.stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(create?.body).toMatchObject({
      customer: sub.customer,
      items: { 0: { price: kit.stripe.priceId } },
      payment_behavior: 'default_incomplete',
      expand: { 0: 'latest_invoice.confirmation_secret' },
      metadata: { userId: member.user.id },
    });
    expect(create?.idempotencyKey).toBe(`subscription-${member.user.id}-0`);
    const me = await kit.me(member.agent);
    expect(me).toMatchObject({ stripeCustomerId: sub.customer, membershipActive: false });
    // Not a member until Stripe says the invoice is paid.
    expect(me.membershipStartDate).toBeNull();
  });

  it('answers the same incomplete subscription to a second attempt instead of making another', async () => {
    const member = await signUpAgent(kit.app);
    const first = await kit.subscribe(member.agent);
    const second = await kit.subscribe(member.agent);
    expect(second).toEqual(first);
    const customer = kit.stripe.subscription(first.subscriptionId).customer;
    expect(kit.stripe.subscriptionsOfCustomer(customer)).toHaveLength(1);
    const customersMade = kit.stripe.requests.filter(
      (r) =>
        r.path === '/v1/customers' &&
        r.body.metadata &&
        (r.body.metadata as { userId?: string }).userId === member.user.id,
    );
    expect(customersMade).toHaveLength(1);
  });

  it('makes one subscription for two simultaneous clicks', async () => {
    const member = await signUpAgent(kit.app);
    const [a, b] = await Promise.all([kit.subscribe(member.agent), kit.subscribe(member.agent)]);
    expect(a.subscriptionId).toBe(b.subscriptionId);
    const customer = kit.stripe.subscription(a.subscriptionId).customer;
    expect(kit.stripe.subscriptionsOfCustomer(customer)).toHaveLength(1);
  });

  it('answers 409 "already has an active subscription" to a member', async () => {
    const member = await kit.subscribedMember();
    const response = await member.agent.post('/api/create-subscription').set(csrfHeaders).expect(409);
    expect(response.body.message).toContain('already has an active subscription');
  });

  it('answers 409 when Stripe has a paid subscription the app has not heard of yet, and records it', async () => {
    const member = await signUpAgent(kit.app);
    const { clientSecret } = await kit.subscribe(member.agent);
    await kit.stripe.confirm(clientSecret, 'succeeded'); // the webhooks are lost
    const response = await member.agent.post('/api/create-subscription').set(csrfHeaders).expect(409);
    expect(response.body.message).toContain('already has an active subscription');
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: true });
  });

  it('refuses a signed-out caller with 401', async () => {
    await request(kit.app.server).post('/api/create-subscription').set(csrfHeaders).expect(401);
  });

  it('answers 503 with a message, and changes nothing, when Stripe cannot be reached', async () => {
    const member = await signUpAgent(kit.app);
    kit.stripe.down = true;
    try {
      const response = await member.agent.post('/api/create-subscription').set(csrfHeaders).expect(503);
      expect(response.body.message).toMatch(/payment provider/);
    } finally {
      kit.stripe.down = false;
    }
    expect(await kit.me(member.agent)).toMatchObject({ stripeCustomerId: null, membershipActive: false });
  });
});

describe('payments without Stripe configured', () => {
  it('answers 503 "not configured" to every payment call and tells the browser', async () => {
    const app = await createTestApp({ stripe: undefined });
    try {
      const member = await signUpAgent(app);
      expect((await member.agent.get('/api/payments/config').expect(200)).body).toEqual({
        configured: false,
        publishableKey: null,
      });
      for (const path of [
        '/api/create-subscription',
        '/api/cancel-subscription',
        '/api/subscription/cancel',
        '/api/subscription/keep',
        '/api/subscription/resume',
      ]) {
        const response = await member.agent.post(path).set(csrfHeaders).expect(503);
        expect(response.body).toEqual({ message: 'Online payment is not configured.' });
      }
      const pause = await member.agent
        .post('/api/subscription/pause')
        .set(csrfHeaders)
        .send({ weeks: 2 })
        .expect(503);
      expect(pause.body).toEqual({ message: 'Online payment is not configured.' });
      const webhook = await request(app.server)
        .post('/api/stripe/webhook')
        .set('stripe-signature', 't=1,v1=abc')
        .send({ id: 'evt_1' })
        .expect(503);
      expect(webhook.body.message).toBe('Online payment is not configured.');
    } finally {
      await app.close();
    }
  });
});
