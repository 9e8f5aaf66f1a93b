import request from 'supertest';
import { intentOf, programsSuite } from '../../../../test/support/programs-kit.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';

describe('booking a place in a program and paying it through Stripe', () => {
  const suite = programsSuite();
  const myPrograms = async (agent: ReturnType<typeof request.agent>) =>
    (await agent.get('/api/my-programs').expect(200)).body;
  const program = async (id: string) =>
    (await request(suite.kit.app.server).get(`/api/workshops/${id}`).expect(200)).body;

  it('an active member pays $382.50 and a non-member $450; the place is the webhook’s, never the browser’s', async () => {
    const retreat = await suite.createProgram();
    const member = await suite.kit.subscribedMember();
    const visitor = await signUpAgent(suite.kit.app);

    const memberStart = await suite.book(member.agent, retreat.id);
    expect(memberStart).toMatchObject({ amount: 382.5, memberPrice: true });
    expect(suite.kit.stripe.paymentIntent(intentOf(memberStart.clientSecret))).toMatchObject({
      amount: 38250,
      metadata: {
        purpose: 'program',
        programId: retreat.id,
        bookingId: memberStart.bookingId,
        userId: member.user.id,
      },
    });
    const visitorStart = await suite.book(visitor.agent, retreat.id);
    expect(visitorStart).toMatchObject({ amount: 450, memberPrice: false });
    expect(suite.kit.stripe.paymentIntent(intentOf(visitorStart.clientSecret)).amount).toBe(45000);

    // Asked for, not paid: waiting, and no place taken.
    expect(await myPrograms(member.agent)).toEqual([
      expect.objectContaining({
        bookingId: memberStart.bookingId,
        status: 'waiting',
        amount: 382.5,
        paid: 0,
      }),
    ]);
    expect(await program(retreat.id)).toMatchObject({ registeredCount: 0, placesLeft: 12 });

    // Paid in Stripe.js, but its webhook not delivered yet: still no place.
    const paid = await suite.kit.stripe.confirm(memberStart.clientSecret, 'succeeded');
    expect((await myPrograms(member.agent))[0]).toMatchObject({ status: 'waiting' });
    await suite.kit.deliver(...paid);
    expect((await myPrograms(member.agent))[0]).toMatchObject({
      status: 'paid',
      paid: 382.5,
      method: 'card',
      memberPrice: true,
      program: { id: retreat.id, title: retreat.title, kind: 'retreat', cancelled: false },
    });
    await suite.pay(visitorStart);
    expect((await myPrograms(visitor.agent))[0]).toMatchObject({ status: 'paid', paid: 450 });
    expect(await program(retreat.id)).toMatchObject({ registeredCount: 2, placesLeft: 10 });
    expect(await suite.eventTypes(retreat.id)).toEqual([
      'ProgramCreated',
      'ProgramPublished',
      'ProgramBookingRequested',
      'ProgramBookingRequested',
      'ProgramBookingPaid',
      'ProgramPlaceConfirmed',
      'ProgramBookingPaid',
      'ProgramPlaceConfirmed',
    ]);
  });

  it('answers the same PaymentIntent while a booking waits for its payment; a repeated webhook charges nothing more', async () => {
    const retreat = await suite.createProgram();
    const visitor = await signUpAgent(suite.kit.app);
    const [first, second] = await Promise.all([
      suite.book(visitor.agent, retreat.id),
      suite.book(visitor.agent, retreat.id),
    ]);
    expect(second).toEqual(first);
    expect(await suite.book(visitor.agent, retreat.id)).toEqual(first);
    const events = await suite.kit.stripe.confirm(first.clientSecret, 'succeeded');
    await suite.kit.deliver(...events);
    expect((await suite.kit.deliver(...events)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect(await myPrograms(visitor.agent)).toEqual([expect.objectContaining({ status: 'paid', paid: 450 })]);
    const again = await visitor.agent.post(`/api/workshops/${retreat.id}/book`).set(csrfHeaders).expect(409);
    expect(again.body.message).toBe('You already have a place in this program.');
  });

  it('the 13th person cannot take a place of 12: "Sold out"', async () => {
    const retreat = await suite.createProgram();
    await suite.stepUp();
    for (let i = 0; i < 11; i++)
      await suite.recordPlace(retreat.id, (await signUpAgent(suite.kit.app)).user.id);
    const twelfth = await signUpAgent(suite.kit.app);
    await suite.pay(await suite.book(twelfth.agent, retreat.id));
    expect(await program(retreat.id)).toMatchObject({ registeredCount: 12, placesLeft: 0 });
    const thirteenth = await signUpAgent(suite.kit.app);
    const refused = await thirteenth.agent
      .post(`/api/workshops/${retreat.id}/book`)
      .set(csrfHeaders)
      .expect(409);
    expect(refused.body).toEqual({ message: 'Sold out' });
    expect(await myPrograms(thirteenth.agent)).toEqual([]);
    const byHand = await suite.admin.agent
      .post(`/api/admin/workshops/${retreat.id}/places`)
      .set(csrfHeaders)
      .send({ userId: thirteenth.user.id, method: 'free', reason: 'One more' })
      .expect(409);
    expect(byHand.body.message).toBe('Sold out');
  });

  it('refuses signed-out callers, bad ids and programs that cannot be booked, and changes nothing', async () => {
    const retreat = await suite.createProgram();
    await request(suite.kit.app.server)
      .post(`/api/workshops/${retreat.id}/book`)
      .set(csrfHeaders)
      .expect(401);
    await request(suite.kit.app.server).get('/api/my-programs').expect(401);
    const visitor = await signUpAgent(suite.kit.app);
    const bad = await visitor.agent.post('/api/workshops/retreat/book').set(csrfHeaders).expect(400);
    expect(bad.body.message).toBe('programId must be an id (a UUID)');
    await visitor.agent
      .post('/api/workshops/00000000-0000-4000-8000-000000000000/book')
      .set(csrfHeaders)
      .expect(404);
    // Without the CSRF header a booking is refused before anything is asked of Stripe.
    const intents = suite.kit.stripe.requests.length;
    await visitor.agent.post(`/api/workshops/${retreat.id}/book`).expect(403);
    expect(suite.kit.stripe.requests.length).toBe(intents);
    expect(await myPrograms(visitor.agent)).toEqual([]);
  });

  it('shows each person only their own bookings, and a member cannot cancel another’s (404)', async () => {
    const retreat = await suite.createProgram();
    const ana = await signUpAgent(suite.kit.app);
    const ben = await signUpAgent(suite.kit.app);
    const anas = await suite.book(ana.agent, retreat.id);
    await suite.pay(anas);
    expect(await myPrograms(ben.agent)).toEqual([]);
    const refused = await ben.agent
      .post(`/api/my-programs/${anas.bookingId}/cancel`)
      .set(csrfHeaders)
      .expect(404);
    expect(refused.body.message).toBe('That booking was not found.');
    // Nor can a member reach the admin's cancellation of it.
    await ben.agent
      .post(`/api/admin/workshops/${retreat.id}/bookings/${anas.bookingId}/cancel`)
      .set(csrfHeaders)
      .send({ reason: 'mine now' })
      .expect(403);
    expect(await myPrograms(ana.agent)).toEqual([expect.objectContaining({ status: 'paid' })]);
    await ben.agent.post('/api/my-programs/nope/cancel').set(csrfHeaders).expect(400);
  });

  it('a member’s price is of the day they book: a booking waiting at the old price is replaced', async () => {
    const retreat = await suite.createProgram();
    const visitor = await signUpAgent(suite.kit.app);
    const asVisitor = await suite.book(visitor.agent, retreat.id);
    expect(asVisitor.amount).toBe(450);
    const { clientSecret } = await suite.kit.subscribe(visitor.agent);
    await suite.kit.deliver(...(await suite.kit.stripe.confirm(clientSecret, 'succeeded')));
    const asMember = await suite.book(visitor.agent, retreat.id);
    expect(asMember).toMatchObject({ amount: 382.5, memberPrice: true });
    expect(asMember.bookingId).not.toBe(asVisitor.bookingId);
    expect(suite.kit.stripe.paymentIntent(intentOf(asVisitor.clientSecret)).status).toBe('canceled');
    expect(
      (await myPrograms(visitor.agent)).map((booking: { status: string }) => booking.status).sort(),
    ).toEqual(['cancelled', 'waiting']);
  });

  it('the bookings read model is rebuilt by a replay to the same rows', async () => {
    const live = async () =>
      (await suite.kit.app.db.pool.query('SELECT * FROM program_booking ORDER BY booking_id')).rows;
    const before = await live();
    expect(before.length).toBeGreaterThan(10);
    await replayReadModel(suite.kit.app, 'program_booking');
    expect(await live()).toEqual(before);
  });
});
