import request from 'supertest';
import { createMembershipKit, type MembershipKit } from '../../../../test/support/membership-test-kit.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, registerFor, signUpAgent } from '../../../../test/support/sign-up.js';
import type { AdjustableClock } from '../../../../test/support/test-clock.js';
import { memberStream } from '../../../platform/domain/member-stream.js';

describe('paying outstanding fees online (POST /api/fees/pay)', () => {
  let kit: MembershipKit;
  let clock: AdjustableClock;

  beforeAll(async () => {
    kit = await createMembershipKit();
    clock = kit.app.clock;
  });
  afterAll(async () => {
    await kit.close();
  });

  /** A non-member who attended Mon 23 Nov and Tue 24 Nov 2026: $100 of drop-in fees once Tuesday's session is over. */
  async function dropInAttendee() {
    clock.set(new Date('2026-11-20T12:00:00Z'));
    const member = await signUpAgent(kit.app);
    await registerFor(member, ['2026-11-23', '2026-11-24']);
    clock.set(new Date('2026-11-24T15:00:00Z'));
    return member;
  }

  it('charges the outstanding total once, and the webhook marks exactly those fees paid', async () => {
    const member = await dropInAttendee();
    const before = (await member.agent.get('/api/fees').expect(200)).body;
    expect(before).toMatchObject({ total: 100, outstanding: 100 });

    const started = (await member.agent.post('/api/fees/pay').set(csrfHeaders).expect(200)).body;
    expect(started).toEqual({ clientSecret: expect.stringMatching(/^pi_.+_secret_/), amount: 100 });
    const create = kit.stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(create?.body).toMatchObject({
      amount: '10000',
      currency: 'usd',
      metadata: { purpose: 'fees', userId: member.user.id },
    });
    // A second click, or a second tab, pays the same PaymentIntent.
    expect((await member.agent.post('/api/fees/pay').set(csrfHeaders).expect(200)).body).toEqual(started);

    const [succeeded] = await kit.stripe.confirm(started.clientSecret, 'succeeded');
    expect(succeeded.type).toBe('payment_intent.succeeded');
    expect((await kit.deliver(succeeded)).body.outcome).toBe('applied');
    expect((await kit.deliver(succeeded)).body.outcome).toBe('duplicate');

    const after = (await member.agent.get('/api/fees').expect(200)).body;
    expect(after.items.map((i: { sessionDate: string; paid: boolean }) => [i.sessionDate, i.paid])).toEqual([
      ['2026-11-24', true],
      ['2026-11-23', true],
    ]);
    expect(after).toMatchObject({ total: 100, outstanding: 0 });
    const refused = await member.agent.post('/api/fees/pay').set(csrfHeaders).expect(409);
    expect(refused.body).toEqual({ message: 'You have no outstanding fees to pay.' });
    const events = (await kit.app.runtime.eventStore.readStream(memberStream(member.user.id))).filter(
      (event) => event.type === 'FeesPaid',
    );
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({
      amountCents: 10000,
      items: [{ sessionDate: '2026-11-23' }, { sessionDate: '2026-11-24' }],
    });
  });

  it('a declined payment leaves the fees outstanding', async () => {
    const member = await dropInAttendee();
    const { clientSecret } = (await member.agent.post('/api/fees/pay').set(csrfHeaders).expect(200)).body;
    const events = await kit.stripe.confirm(clientSecret, 'failed');
    await kit.deliver(...events);
    expect((await member.agent.get('/api/fees').expect(200)).body).toMatchObject({ outstanding: 100 });
  });

  it('refuses with 409 when nothing is owed, and 401 signed out', async () => {
    const member = await signUpAgent(kit.app);
    const response = await member.agent.post('/api/fees/pay').set(csrfHeaders).expect(409);
    expect(response.body.message).toBe('You have no outstanding fees to pay.');
    await request(kit.app.server).post('/api/fees/pay').set(csrfHeaders).expect(401);
  });

  it('ignores a succeeded payment that is not a fee payment of the app', async () => {
    const foreign = kit.stripe.eventOf('payment_intent.succeeded', {
      id: 'pi_elsewhere',
      object: 'payment_intent',
      amount: 5000,
      metadata: { purpose: 'fees' },
    });
    expect((await kit.deliver(foreign)).body.outcome).toBe('ignored');
  });

  it('the fee_payment read model rebuilt by a replay equals the live one', async () => {
    const snapshot = async () =>
      (await kit.app.db.pool.query('SELECT * FROM fee_payment ORDER BY user_id, session_date, kind')).rows;
    const live = await snapshot();
    expect(live.length).toBeGreaterThan(0);
    await replayReadModel(kit.app, 'fee_payment');
    expect(await snapshot()).toEqual(live);
  });
});
