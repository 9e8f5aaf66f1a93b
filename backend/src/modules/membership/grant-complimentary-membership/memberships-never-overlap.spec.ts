import { adminMembershipSuite } from '../../../../test/support/membership-test-kit.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';

/**
 * A paid membership and a complimentary one never cover the same day (issue 35, item 4): a grant on a
 * paying member is refused, one after their paid membership ends is not; a member under a grant (or
 * with one to come) cannot subscribe, nor keep a paid membership that would run into a grant.
 */
describe('memberships never overlap', () => {
  // Tuesday 2026-12-01, 10:00 in New York, on the app's clock and on Stripe's.
  const NOW = '2026-12-01T15:00:00Z';
  const suite = adminMembershipSuite(NOW);
  beforeAll(async () => {
    suite.kit.stripe.now = () => Date.parse(NOW) / 1000;
    // Fresh for ten minutes: every grant below.
    await suite.admin.stepUp();
  });

  const grant = (userId: string, from: string, until: string) =>
    suite.admin.agent
      .post(`/api/admin/user/${userId}/complimentary-membership`)
      .set(csrfHeaders)
      .send({ from, until, reason: 'Scholarship' });
  const grantsOf = async (userId: string) =>
    (await suite.admin.agent.get(`/api/admin/user/${userId}/summary`).expect(200)).body.complimentaryGrants;

  it('refuses a complimentary membership on a paying member, recording nothing', async () => {
    const payer = await suite.kit.subscribedMember();
    const refused = await grant(payer.user.id, '2026-12-05', '2026-12-31').expect(409);
    expect(refused.body).toEqual({
      message:
        'This member pays for a membership through Stripe, with no end date set: a complimentary membership would overlap it. Grant one once their paid membership is set to end.',
    });
    expect(await grantsOf(payer.user.id)).toEqual([]);
    expect((await suite.kit.membershipEvents(payer.user.id)).map((e) => e.type)).toEqual([
      'MembershipStarted',
    ]);
  });

  it('grants one only from the day after a cancelled paid membership ends; keeping the paid one is then refused', async () => {
    const payer = await suite.kit.subscribedMember();
    await payer.agent.post('/api/cancel-subscription').set(csrfHeaders).expect(200);
    // The stand-in's month from 2026-12-01 15:00 UTC ends 2026-12-31 15:00 UTC: the last paid day.
    const early = await grant(payer.user.id, '2026-12-31', '2027-01-31').expect(409);
    expect(early.body.message).toBe(
      "This member's paid membership runs until 2026-12-31: a complimentary membership can begin on 2027-01-01 at the earliest.",
    );
    await grant(payer.user.id, '2027-01-01', '2027-01-31').expect(200);

    const kept = await payer.agent.post('/api/subscription/keep').set(csrfHeaders).expect(409);
    expect(kept.body.message).toBe(
      'A complimentary membership from 2027-01-01 to 2027-01-31 follows your paid one: keeping the paid membership would overlap it.',
    );
    expect(suite.kit.stripe.subscription(payer.subscriptionId).cancelAtPeriodEnd).toBe(true);
  });

  it('refuses to subscribe a member under a complimentary membership (409) until it ends, asking Stripe nothing', async () => {
    const member = await signUpAgent(suite.kit.app);
    const given = (await grant(member.user.id, '2026-12-01', '2026-12-20').expect(200)).body;
    const before = suite.kit.stripe.requests.length;

    const refused = await member.agent.post('/api/create-subscription').set(csrfHeaders).expect(409);
    expect(refused.body).toEqual({
      message: 'You have a complimentary membership until 2026-12-20: you can subscribe once it has ended.',
    });
    expect(suite.kit.stripe.requests.length).toBe(before);

    // Ended by the admin today, it still covers today; from tomorrow the member may subscribe.
    await suite.admin.agent
      .post(`/api/admin/user/${member.user.id}/complimentary-membership/${given.grantId}/end`)
      .set(csrfHeaders)
      .expect(200);
    const today = await member.agent.post('/api/create-subscription').set(csrfHeaders).expect(409);
    expect(today.body.message).toBe(
      'You have a complimentary membership until 2026-12-01: you can subscribe once it has ended.',
    );
    suite.kit.app.clock.set(new Date('2026-12-02T15:00:00Z'));
    try {
      const { clientSecret } = await suite.kit.subscribe(member.agent);
      expect(clientSecret).toEqual(expect.any(String));
    } finally {
      suite.kit.app.clock.set(new Date(NOW));
    }
  });

  it('refuses to subscribe a member with a complimentary membership still to come', async () => {
    const member = await signUpAgent(suite.kit.app);
    await grant(member.user.id, '2027-02-01', '2027-02-28').expect(200);
    const refused = await member.agent.post('/api/create-subscription').set(csrfHeaders).expect(409);
    expect(refused.body.message).toBe(
      'You have a complimentary membership from 2027-02-01 to 2027-02-28: you can subscribe once it has ended.',
    );
  });
});
