import request from 'supertest';
import { createMembershipKit, type MembershipKit } from '../../../../test/support/membership-test-kit.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';

describe('cancelling a membership at the end of its period', () => {
  let kit: MembershipKit;

  beforeAll(async () => {
    kit = await createMembershipKit();
  });
  afterAll(() => kit.close());

  it.each(['/api/cancel-subscription', '/api/subscription/cancel'])(
    '%s schedules the cancellation at Stripe; the member stays one until the period ends',
    async (path) => {
      const member = await kit.subscribedMember();
      const periodEnd = new Date(
        kit.stripe.subscription(member.subscriptionId).periodEnd * 1000,
      ).toISOString();
      const response = await member.agent
        .post(path)
        .set('content-type', 'application/json')
        .set(csrfHeaders)
        .expect(200);
      expect(response.body).toEqual({
        message: expect.stringContaining('until the end of the current billing period'),
        membershipEndDate: periodEnd,
      });
      expect(kit.stripe.subscription(member.subscriptionId).cancelAtPeriodEnd).toBe(true);
      expect(await kit.me(member.agent)).toMatchObject({
        membershipActive: true,
        membershipEndDate: periodEnd,
      });

      // The period's end at Stripe ends the membership.
      await kit.deliver(...(await kit.stripe.endPeriod(member.subscriptionId)));
      expect(await kit.me(member.agent)).toMatchObject({
        membershipActive: false,
        membershipEndDate: periodEnd,
      });
      // Cancelling again is refused, with a message.
      const again = await member.agent.post(path).set(csrfHeaders).expect(409);
      expect(again.body.message).toBe('You have no active membership to cancel.');
    },
  );

  it('a second cancel while one is scheduled keeps the same end', async () => {
    const member = await kit.subscribedMember();
    const first = await member.agent.post('/api/cancel-subscription').set(csrfHeaders).expect(200);
    const second = await member.agent.post('/api/cancel-subscription').set(csrfHeaders).expect(200);
    expect(second.body.membershipEndDate).toBe(first.body.membershipEndDate);
  });

  it('refuses a non-member with 409 and a message, and a signed-out caller with 401, asking Stripe nothing', async () => {
    const someone = await signUpAgent(kit.app);
    const before = kit.stripe.requests.length;
    const response = await someone.agent.post('/api/subscription/cancel').set(csrfHeaders).expect(409);
    expect(response.body).toEqual({ message: 'You have no active membership to cancel.' });
    await request(kit.app.server).post('/api/cancel-subscription').set(csrfHeaders).expect(401);
    expect(kit.stripe.requests.length).toBe(before);
  });

  it('cancel then rejoin: the fees ledger charges drop-ins only between the two memberships', async () => {
    const timed = await createMembershipKit();
    try {
      const clock = timed.app.clock;
      const day = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
      // Stripe's clock and the app's agree: a member from Sun 1 Nov 2026, one month.
      timed.stripe.now = () => day('2026-11-01T15:00:00Z');
      clock.set(new Date('2026-10-30T12:00:00Z'));
      const member = await timed.subscribedMember();
      const registrations = [
        ['2026-11-02', '2026-10-30T12:00:00Z'],
        ['2026-12-14', '2026-12-11T12:00:00Z'],
        ['2027-01-11', '2027-01-08T12:00:00Z'],
      ];
      // Weeks pass between the steps: the member signs in again each time (sessions time out).
      const signIn = async () => {
        const agent = request.agent(timed.app.server);
        await agent
          .post('/api/auth/signin')
          .set(csrfHeaders)
          .send({ email: member.user.email, password: member.user.password })
          .expect(200);
        return agent;
      };
      for (const [date, registeredAt] of registrations) {
        clock.set(new Date(registeredAt));
        const agent = await signIn();
        await agent
          .post('/api/user-schedule')
          .set(csrfHeaders)
          .send({ attendanceDate: date, attending: true })
          .expect(200);
      }
      clock.set(new Date('2026-11-10T12:00:00Z'));
      await (await signIn()).post('/api/cancel-subscription').set(csrfHeaders).expect(200);
      timed.stripe.now = () => day('2026-12-01T15:00:00Z');
      await timed.deliver(...(await timed.stripe.endPeriod(member.subscriptionId)));
      // Rejoins on Mon 4 Jan 2027.
      timed.stripe.now = () => day('2027-01-04T15:00:00Z');
      clock.set(new Date('2027-01-04T15:00:00Z'));
      const rejoined = await signIn();
      const { clientSecret } = await timed.subscribe(rejoined);
      await timed.deliver(...(await timed.stripe.confirm(clientSecret, 'succeeded')));
      expect(await timed.me(rejoined)).toMatchObject({ membershipActive: true, membershipEndDate: null });

      clock.set(new Date('2027-01-12T12:00:00Z'));
      const fees = (await (await signIn()).get('/api/fees').expect(200)).body;
      // 2 Nov (member), 14 Dec (between memberships: a weekday drop-in), 11 Jan (member again).
      expect(fees.items.map((i: { sessionDate: string; kind: string }) => [i.sessionDate, i.kind])).toEqual([
        ['2026-12-14', 'drop-in'],
      ]);
      expect(fees.total).toBe(50);
    } finally {
      await timed.close();
    }
  });
});
