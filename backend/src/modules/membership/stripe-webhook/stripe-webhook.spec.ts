import request from 'supertest';
import { createMembershipKit, type MembershipKit } from '../../../../test/support/membership-test-kit.js';
import { signUpAgent } from '../../../../test/support/sign-up.js';

describe('POST /api/stripe/webhook', () => {
  let kit: MembershipKit;

  beforeAll(async () => {
    kit = await createMembershipKit();
  });
  afterAll(() => kit.close());

  const membershipEvents = (userId: string) => kit.membershipEvents(userId);

  it('makes a member of someone whose first invoice is paid, with the period from Stripe', async () => {
    const member = await signUpAgent(kit.app);
    const { clientSecret, subscriptionId } = await kit.subscribe(member.agent);
    const events = await kit.stripe.confirm(clientSecret, 'succeeded');
    expect(events.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const first = await kit.deliver(events[0]);
    expect(first.body).toEqual({ received: true, outcome: 'applied' });
    const sub = kit.stripe.subscription(subscriptionId);
    expect(await kit.me(member.agent)).toMatchObject({
      membershipActive: true,
      membershipStartDate: new Date(sub.periodStart * 1000).toISOString(),
      membershipEndDate: null,
      stripeSubscriptionId: subscriptionId,
    });
    await kit.deliver(events[1]);
    expect((await membershipEvents(member.user.id)).map((e) => e.type)).toEqual(['MembershipStarted']);
  });

  it('applies a repeated delivery once', async () => {
    const member = await signUpAgent(kit.app);
    const { clientSecret } = await kit.subscribe(member.agent);
    const [paid] = await kit.stripe.confirm(clientSecret, 'succeeded');
    await kit.deliver(paid);
    const again = await kit.deliver(paid);
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
    const [once, twice] = await Promise.all([kit.deliver(paid), kit.deliver(paid)]);
    expect([once.body.outcome, twice.body.outcome]).toEqual(['duplicate', 'duplicate']);
    expect((await membershipEvents(member.user.id)).map((e) => e.type)).toEqual(['MembershipStarted']);
  });

  it('refuses a forged, unsigned, re-signed or tampered delivery with 400 and changes nothing', async () => {
    const member = await signUpAgent(kit.app);
    const { clientSecret } = await kit.subscribe(member.agent);
    const [paid] = await kit.stripe.confirm(clientSecret, 'succeeded');
    const { payload, signature } = kit.stripe.sign(paid);
    const post = () =>
      request(kit.app.server).post('/api/stripe/webhook').set('content-type', 'application/json');

    const unsigned = await post().send(payload).expect(400);
    expect(unsigned.body.message).toBe('Missing Stripe signature or body.');
    const forged = kit.stripe.sign(paid, 'whsec_someone_else');
    expect(
      (await post().set('stripe-signature', forged.signature).send(payload).expect(400)).body.message,
    ).toBe('Invalid Stripe signature.');
    const tampered = payload.replace('"invoice.paid"', '"invoice.paid" ');
    await post().set('stripe-signature', signature).send(tampered).expect(400);
    await post().set('stripe-signature', 'garbage').send(payload).expect(400);
    await post().set('stripe-signature', signature).send('').expect(400);
    expect(await membershipEvents(member.user.id)).toEqual([]);
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: false });
  });

  it('refuses a delivery signed more than 5 minutes in the future or in the past with 400, and applies one within', async () => {
    const member = await signUpAgent(kit.app);
    const { clientSecret } = await kit.subscribe(member.agent);
    const [paid] = await kit.stripe.confirm(clientSecret, 'succeeded');
    const now = Math.floor(Date.now() / 1000);
    const deliverSigned = (timestamp: number) => {
      const { payload, signature } = kit.stripe.sign(paid, undefined, timestamp);
      return request(kit.app.server)
        .post('/api/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(payload);
    };
    for (const timestamp of [now + 600, now + 301, now - 600]) {
      const refused = await deliverSigned(timestamp).expect(400);
      expect(refused.body).toEqual({ message: 'Invalid Stripe signature.' });
    }
    expect(await membershipEvents(member.user.id)).toEqual([]);
    expect((await deliverSigned(now + 240).expect(200)).body.outcome).toBe('applied');
    expect((await membershipEvents(member.user.id)).map((e) => e.type)).toEqual(['MembershipStarted']);
  });

  it('gives the same result whatever the order of deliveries: a stale "updated" after "deleted" ends nothing anew', async () => {
    const member = await kit.subscribedMember();
    await member.agent.post('/api/cancel-subscription').set(member.csrfHeaders).expect(200);
    const deleted = await kit.stripe.endPeriod(member.subscriptionId);
    // The deletion arrives, then an older "updated" that still says active.
    const staleUpdated = {
      ...deleted[0],
      id: 'evt_stale_update',
      type: 'customer.subscription.updated',
      data: { object: { ...deleted[0].data.object, status: 'active', ended_at: null } },
    };
    await kit.deliver(deleted[0], staleUpdated);
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: false });
    expect((await membershipEvents(member.user.id)).map((e) => e.type)).toEqual([
      'MembershipStarted',
      'MembershipCancellationScheduled',
      'MembershipEnded',
    ]);
  });

  it('converges when the subscription update arrives before the invoice payment', async () => {
    const member = await signUpAgent(kit.app);
    const { clientSecret } = await kit.subscribe(member.agent);
    const [paid, updated] = await kit.stripe.confirm(clientSecret, 'succeeded');
    await kit.deliver(updated, paid);
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: true });
    expect((await membershipEvents(member.user.id)).map((e) => e.type)).toEqual(['MembershipStarted']);
  });

  it('renews, records a failed renewal, and keeps the member while Stripe retries', async () => {
    const member = await kit.subscribedMember();
    await kit.deliver(...(await kit.stripe.endPeriod(member.subscriptionId, 'failed')));
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: true });
    await kit.deliver(...(await kit.stripe.endPeriod(member.subscriptionId)));
    const types = (await membershipEvents(member.user.id)).map((e) => e.type);
    expect(types).toEqual(['MembershipStarted', 'MembershipPaymentFailed', 'MembershipRenewed']);
  });

  it('records a declined first payment as no membership', async () => {
    const member = await signUpAgent(kit.app);
    const { clientSecret } = await kit.subscribe(member.agent);
    const failed = await kit.stripe.confirm(clientSecret, 'failed');
    expect(failed.map((e) => e.type)).toEqual(['invoice.payment_failed']);
    await kit.deliver(...failed);
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: false });
    // The member can try again with the same subscription.
    expect((await kit.subscribe(member.agent)).clientSecret).toBe(clientSecret);
  });

  it('acknowledges events of no concern to the app (200, nothing recorded)', async () => {
    const other = kit.stripe.eventOf('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect((await kit.deliver(other)).body).toEqual({ received: true, outcome: 'ignored' });
    const unknownSubscription = kit.stripe.eventOf('customer.subscription.updated', {
      id: 'sub_nobody',
      object: 'subscription',
    });
    // A subscription of no customer the app knows, nor of a user it names.
    expect((await kit.deliver(unknownSubscription)).body).toEqual({ received: true, outcome: 'ignored' });
  });

  it('answers 503 while Stripe cannot be reached, so Stripe delivers again, and then applies it', async () => {
    const member = await signUpAgent(kit.app);
    const { clientSecret } = await kit.subscribe(member.agent);
    const [paid] = await kit.stripe.confirm(clientSecret, 'succeeded');
    const { payload, signature } = kit.stripe.sign(paid);
    kit.stripe.down = true;
    try {
      const response = await request(kit.app.server)
        .post('/api/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(payload);
      expect(response.status).toBe(503);
      expect(response.body.message).toMatch(/payment provider/);
    } finally {
      kit.stripe.down = false;
    }
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: false });
    expect((await kit.deliver(paid)).body.outcome).toBe('applied');
    expect(await kit.me(member.agent)).toMatchObject({ membershipActive: true });
  });

  it('never answers 500, whatever the body', async () => {
    const bodies = ['', 'not json', '{', '[]', 'null', '{"id":1}', '\u0000', 'x'.repeat(2_000_000)];
    for (const body of bodies) {
      const response = await request(kit.app.server)
        .post('/api/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', 't=1,v1=00')
        .send(body);
      expect([400, 413]).toContain(response.status);
      expect(typeof response.body.message).toBe('string');
    }
  });
});
