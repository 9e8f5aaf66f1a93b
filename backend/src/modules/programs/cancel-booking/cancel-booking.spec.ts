import type { ProgramBookingStart } from '@sadhana/rules/programs';
import { eventually } from '../../../../test/support/eventually.js';
import { intentOf, programsSuite } from '../../../../test/support/programs-kit.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';

/** The retreat starts Saturday 12 December 2026, 9:00 AM Eastern. */
describe('cancelling a place: the terms’ refund, through Stripe, from the moment of the request', () => {
  const suite = programsSuite();
  const myBooking = async (person: SignedUpAgent, bookingId: string) =>
    ((await person.agent.get('/api/my-programs').expect(200)).body as { bookingId: string }[]).find(
      (booking) => booking.bookingId === bookingId,
    );

  afterEach(() => suite.kit.app.clock.set(new Date('2026-11-20T15:00:00Z')));

  async function paidMember(): Promise<{
    member: SignedUpAgent;
    start: ProgramBookingStart;
    programId: string;
  }> {
    suite.kit.app.clock.set(new Date('2026-11-20T15:00:00Z'));
    const retreat = await suite.createProgram();
    const member = await suite.kit.subscribedMember();
    const start = await suite.book(member.agent, retreat.id);
    await suite.pay(start);
    return { member, start, programId: retreat.id };
  }

  const cancel = (person: SignedUpAgent, bookingId: string) =>
    person.agent.post(`/api/my-programs/${bookingId}/cancel`).set(csrfHeaders);

  it('8 days before the start: 10% of the $382.50 paid, $38.25, refunded by Stripe and shown to the member', async () => {
    const { member, start, programId } = await paidMember();
    // Friday 4 December, 10 AM Eastern.
    await suite.kit.app.moveClock(new Date('2026-12-04T15:00:00Z'));
    const answer = (await cancel(member, start.bookingId).expect(200)).body;
    expect(answer).toMatchObject({
      status: 'refunded',
      ending: 'cancelled-by-member',
      refundPercent: 10,
      refund: 38.25,
    });
    const refund = suite.kit.stripe.refunds.find(
      (made) => made.paymentIntent === intentOf(start.clientSecret),
    );
    expect(refund).toMatchObject({ amount: 3825 });
    expect(answer.refunded).toBe(38.25);
    expect(await myBooking(member, start.bookingId)).toMatchObject({
      status: 'refunded',
      paid: 382.5,
      refunded: 38.25,
    });
    expect(await suite.eventTypes(programId)).toEqual([
      'ProgramCreated',
      'ProgramPublished',
      'ProgramBookingRequested',
      'ProgramBookingPaid',
      'ProgramPlaceConfirmed',
      'ProgramBookingCancelled',
      'ProgramRefundIssued',
    ]);
    // The admin's roster shows it too, and the place is free again.
    const roster = (await suite.admin.agent.get(`/api/admin/workshops/${programId}/roster`).expect(200)).body;
    expect(roster.program).toMatchObject({ registeredCount: 0, revenue: 344.25 });
    expect(roster.entries).toEqual([
      expect.objectContaining({
        userId: member.user.id,
        email: member.user.email,
        status: 'refunded',
        paid: 382.5,
        method: 'card',
        refund: 38.25,
        refunded: 38.25,
      }),
    ]);
    // Asked again: nothing more is refunded.
    expect((await cancel(member, start.bookingId).expect(409)).body.message).toBe(
      'This booking is cancelled already.',
    );
    expect(
      suite.kit.stripe.refunds.filter((made) => made.paymentIntent === intentOf(start.clientSecret)),
    ).toHaveLength(1);
  });

  it('7 days before (Saturday 5 December, just after midnight Eastern): 5%', async () => {
    const { member, start } = await paidMember();
    await suite.kit.app.moveClock(new Date('2026-12-05T05:01:00Z'));
    expect((await cancel(member, start.bookingId).expect(200)).body).toMatchObject({
      refundPercent: 5,
      refund: 19.13,
    });
  });

  it('on the day, before the start: nothing is refunded, and the place is cancelled', async () => {
    const { member, start } = await paidMember();
    await suite.kit.app.moveClock(new Date('2026-12-12T12:00:00Z'));
    const answer = (await cancel(member, start.bookingId).expect(200)).body;
    expect(answer).toMatchObject({ status: 'cancelled', refundPercent: 0, refund: 0, refunded: 0 });
    expect(
      suite.kit.stripe.refunds.filter((made) => made.paymentIntent === intentOf(start.clientSecret)),
    ).toEqual([]);
  });

  it('once the program has begun, a place no longer changes', async () => {
    const { member, start } = await paidMember();
    await suite.kit.app.moveClock(new Date('2026-12-12T14:30:00Z'));
    const refused = await cancel(member, start.bookingId).expect(409);
    expect(refused.body.message).toBe('This program has begun: its places can no longer change.');
  });

  it('a booking not paid yet is cancelled with its PaymentIntent; a payment that beat the cancel is refunded in full', async () => {
    const retreat = await suite.createProgram();
    const visitor = await signUpAgent(suite.kit.app);
    const unpaid = await suite.book(visitor.agent, retreat.id);
    expect((await cancel(visitor, unpaid.bookingId).expect(200)).body).toMatchObject({
      status: 'cancelled',
      refund: 0,
    });
    expect(suite.kit.stripe.paymentIntent(intentOf(unpaid.clientSecret)).status).toBe('canceled');

    // Paid in another tab before the cancel, its webhook late: Stripe would not cancel it.
    const again = await suite.book(visitor.agent, retreat.id);
    const paidLate = await suite.kit.stripe.confirm(again.clientSecret, 'succeeded');
    await cancel(visitor, again.bookingId).expect(200);
    await suite.kit.deliver(...paidLate);
    const refunded = await eventually(
      () => myBooking(visitor, again.bookingId),
      (booking) => expect(booking).toMatchObject({ status: 'refunded', paid: 450, refunded: 450 }),
      20_000,
    );
    expect(refunded).toMatchObject({ ending: 'cancelled-by-member' });
    expect(suite.kit.stripe.paymentIntent(intentOf(again.clientSecret)).refunded).toBe(45000);
  });

  it('an admin cancels one person’s place with a reason: refunded in full, after a fresh second factor', async () => {
    const { member, start, programId } = await paidMember();
    const path = `/api/admin/workshops/${programId}/bookings/${start.bookingId}/cancel`;
    await suite.kit.app.moveClock(new Date('2026-12-01T15:00:00Z'));
    const stale = await suite.admin.agent
      .post(path)
      .set(csrfHeaders)
      .send({ reason: 'Moved to January' })
      .expect(403);
    expect(stale.body.code).toBe('step_up_required');
    await suite.stepUp();
    await suite.admin.agent.post(path).set(csrfHeaders).send({}).expect(400);
    const done = await suite.admin.agent
      .post(path)
      .set(csrfHeaders)
      .send({ reason: 'Moved to January' })
      .expect(200);
    expect(done.body).toMatchObject({
      status: 'refunded',
      ending: 'cancelled-by-admin',
      refundPercent: 100,
      refund: 382.5,
    });
    expect(await myBooking(member, start.bookingId)).toMatchObject({ refunded: 382.5 });
    // The booking must belong to the program in the path.
    const other = await suite.createProgram();
    await suite.admin.agent
      .post(`/api/admin/workshops/${other.id}/bookings/${start.bookingId}/cancel`)
      .set(csrfHeaders)
      .send({ reason: 'x' })
      .expect(404);
  });
});
