import { createMembershipKit, type MembershipKit } from '../../../../test/support/membership-test-kit.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { type AdminWithFactor, adminWithFactor } from '../../../../test/support/second-factor.js';
import {
  csrfHeaders,
  registerFor,
  type SignedUpAgent,
  signUpAgent,
} from '../../../../test/support/sign-up.js';
import type { AdjustableClock } from '../../../../test/support/test-clock.js';
import { memberStream } from '../../../platform/domain/member-stream.js';

/**
 * Issue 22: an older fees PaymentIntent stayed payable after a newer one covered the same fees, and
 * both were recorded as paid ($120 charged for $70 owed). A new payment now cancels the older one at
 * Stripe; one that succeeded before it could be cancelled leaves credit, shown to the member and the admin.
 */
describe('fees paid twice through two PaymentIntents', () => {
  let kit: MembershipKit;
  let clock: AdjustableClock;
  let admin: AdminWithFactor;

  beforeAll(async () => {
    kit = await createMembershipKit();
    clock = kit.app.clock;
    clock.set(new Date('2026-11-20T12:00:00Z'));
    admin = await adminWithFactor(kit.app);
  });
  afterAll(async () => {
    await kit.close();
  });

  /** A non-member registered Mon 23 to Thu 26 Nov 2026 ($50 each, weekdays), on Monday after the session. */
  async function dropInAttendee(): Promise<SignedUpAgent> {
    clock.set(new Date('2026-11-20T12:00:00Z'));
    const member = await signUpAgent(kit.app);
    await registerFor(member, ['2026-11-23', '2026-11-24']);
    // The schedule opens four days ahead.
    clock.set(new Date('2026-11-22T12:00:00Z'));
    await registerFor(member, ['2026-11-25', '2026-11-26']);
    clock.set(new Date('2026-11-23T15:00:00Z'));
    return member;
  }
  const pay = async (member: SignedUpAgent) =>
    (await member.agent.post('/api/fees/pay').set(csrfHeaders).expect(200)).body as {
      clientSecret: string;
      amount: number;
    };
  const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0];
  const feeEvents = async (userId: string) =>
    (await kit.app.runtime.eventStore.readStream(memberStream(userId)))
      .filter((event) => event.type.startsWith('Fee'))
      .map((event) => {
        const data = event.data as { paymentIntentId: string; amountCents: number };
        return [event.type, data.paymentIntentId, data.amountCents];
      });

  it('a new payment cancels the older open one at Stripe, which can then no longer be paid', async () => {
    const member = await dropInAttendee();
    const first = await pay(member);
    expect(first.amount).toBe(50);
    clock.set(new Date('2026-11-24T15:00:00Z'));
    const second = await pay(member);
    expect(second.amount).toBe(100);

    const older = intentOf(first.clientSecret);
    expect(kit.stripe.paymentIntent(older).status).toBe('canceled');
    expect(kit.stripe.requests.find((r) => r.path === `/v1/payment_intents/${older}/cancel`)?.body).toEqual({
      cancellation_reason: 'duplicate',
    });
    await expect(kit.stripe.confirm(first.clientSecret, 'succeeded')).rejects.toThrow(/status of canceled/);
    // The same fees asked again give the same open intent, and nothing more is cancelled.
    expect(await pay(member)).toEqual(second);
    expect(kit.stripe.paymentIntent(intentOf(second.clientSecret)).status).toBe('requires_payment_method');

    await kit.deliver(...(await kit.stripe.confirm(second.clientSecret, 'succeeded')));
    const ledger = (await member.agent.get('/api/fees').expect(200)).body;
    expect(ledger).toMatchObject({ total: 100, outstanding: 0, credit: 0, credits: [] });
    expect(await feeEvents(member.user.id)).toEqual([['FeesPaid', intentOf(second.clientSecret), 10000]]);
  });

  it('fees owed again after their PaymentIntent was superseded get a new one, not the cancelled one', async () => {
    const member = await dropInAttendee();
    const mondayOnly = await pay(member);
    clock.set(new Date('2026-11-24T15:00:00Z'));
    const both = await pay(member);
    // Tuesday's session was called off for an emergency: Monday's fee alone is owed again.
    await admin.agent
      .patch('/api/admin/attendance-status')
      .set(csrfHeaders)
      .send({ userId: member.user.id, date: '2026-11-24', status: 'registered_cancelled_due_to_emergency' })
      .expect(200);
    const again = await pay(member);
    expect(again.amount).toBe(50);
    expect(intentOf(again.clientSecret)).not.toBe(intentOf(mondayOnly.clientSecret));
    expect(kit.stripe.paymentIntent(intentOf(both.clientSecret)).status).toBe('canceled');
    await kit.deliver(...(await kit.stripe.confirm(again.clientSecret, 'succeeded')));
    expect((await member.agent.get('/api/fees').expect(200)).body).toMatchObject({
      total: 50,
      outstanding: 0,
    });
  });

  it('an older payment that succeeded before it could be cancelled leaves credit, never a double payment', async () => {
    const member = await dropInAttendee();
    const first = await pay(member);
    // The member pays in one tab; Stripe's webhook is late, so the fees still look unpaid.
    const paidFirst = await kit.stripe.confirm(first.clientSecret, 'succeeded');
    clock.set(new Date('2026-11-24T15:00:00Z'));
    const second = await pay(member);
    expect(second.amount).toBe(100);
    expect(kit.stripe.paymentIntent(intentOf(first.clientSecret)).status).toBe('succeeded');
    await kit.deliver(...paidFirst, ...(await kit.stripe.confirm(second.clientSecret, 'succeeded')));

    // $150 charged for $100 owed: Monday's $50 was paid twice and is the member's credit.
    expect(await feeEvents(member.user.id)).toEqual([
      ['FeesPaid', intentOf(first.clientSecret), 5000],
      ['FeesPaid', intentOf(second.clientSecret), 5000],
      ['FeePaymentCredited', intentOf(second.clientSecret), 5000],
    ]);
    const credit = { amount: 50, at: expect.any(String), description: 'Paid twice for the same fees' };
    const ledger = (await member.agent.get('/api/fees').expect(200)).body;
    expect(ledger).toMatchObject({ total: 100, outstanding: 0, credit: 50, credits: [credit] });
    const summary = (await admin.agent.get(`/api/admin/user/${member.user.id}/summary`).expect(200)).body;
    expect(summary.fees).toEqual(ledger);

    // Wednesday's $50 is covered by the credit: nothing to charge.
    clock.set(new Date('2026-11-25T15:00:00Z'));
    expect((await member.agent.get('/api/fees').expect(200)).body).toMatchObject({
      total: 150,
      outstanding: 0,
      credit: 50,
    });
    await member.agent.post('/api/fees/pay').set(csrfHeaders).expect(409);

    // With Thursday's $50 too, the Pay button charges $100 less the $50 credit, which it then uses.
    clock.set(new Date('2026-11-26T15:00:00Z'));
    const third = await pay(member);
    expect(third.amount).toBe(50);
    await kit.deliver(...(await kit.stripe.confirm(third.clientSecret, 'succeeded')));
    expect((await feeEvents(member.user.id)).slice(3)).toEqual([
      ['FeesPaid', intentOf(third.clientSecret), 5000],
      ['FeeCreditApplied', intentOf(third.clientSecret), 5000],
    ]);
    expect((await member.agent.get('/api/fees').expect(200)).body).toMatchObject({
      total: 200,
      outstanding: 0,
      credit: 0,
      credits: [credit],
    });

    const replayed = async () =>
      (await kit.app.db.pool.query('SELECT * FROM fee_credit ORDER BY at, entry')).rows;
    const live = await replayed();
    expect(live.map((row) => [row.entry, row.amount_cents])).toEqual([
      ['credited', 5000],
      ['applied', 5000],
    ]);
    await replayReadModel(kit.app, 'fee_payment');
    expect(await replayed()).toEqual(live);
  });
});
