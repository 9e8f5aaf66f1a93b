import { createMembershipKit, type MembershipKit } from '../../../test/support/membership-test-kit.js';
import { csrfHeaders } from '../../../test/support/sign-up.js';
import { allProjectors } from '../../all-projectors.js';
import { replay } from '../../platform/projection-engine/replay.js';

const silentProgress = { start: () => {}, update: () => {}, stop: () => {} };

describe('membership read model', () => {
  let kit: MembershipKit;

  beforeAll(async () => {
    kit = await createMembershipKit();
  });
  afterAll(() => kit.close());

  const snapshot = async () => ({
    membership: (await kit.app.db.pool.query('SELECT * FROM membership ORDER BY user_id')).rows,
    periods: (await kit.app.db.pool.query('SELECT * FROM membership_period ORDER BY user_id, started_at'))
      .rows,
  });

  it('is the same rebuilt by a replay as written live: start, renew, fail, cancel, keep, end, rejoin', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => kit.subscribedMember()));
    const [renewing, cancelling, rejoining, failing, keeping] = members;
    await kit.deliver(...(await kit.stripe.endPeriod(renewing.subscriptionId)));
    await cancelling.agent.post('/api/cancel-subscription').set(csrfHeaders).expect(200);
    await rejoining.agent.post('/api/subscription/cancel').set(csrfHeaders).expect(200);
    await kit.deliver(...(await kit.stripe.endPeriod(rejoining.subscriptionId)));
    const { clientSecret } = await kit.subscribe(rejoining.agent);
    await kit.deliver(...(await kit.stripe.confirm(clientSecret, 'succeeded')));
    await kit.deliver(...(await kit.stripe.endPeriod(failing.subscriptionId, 'failed')));
    await keeping.agent.post('/api/subscription/cancel').set(csrfHeaders).expect(200);
    await keeping.agent.post('/api/subscription/keep').set(csrfHeaders).expect(200);

    const live = await snapshot();
    expect(live.membership).toHaveLength(5);
    expect(live.periods).toHaveLength(6);
    expect(live.membership.find((m) => m.user_id === cancelling.user.id).cancel_at).not.toBeNull();
    expect(live.membership.find((m) => m.user_id === keeping.user.id)).toMatchObject({
      active: true,
      cancel_at: null,
    });
    expect(live.membership.find((m) => m.user_id === failing.user.id).payment_failed_at).not.toBeNull();

    await replay({
      projectors: allProjectors,
      only: ['membership'],
      dataSource: kit.app.db.dataSource,
      eventStore: kit.app.runtime.eventStore,
      progress: silentProgress,
    });
    expect(await snapshot()).toEqual(live);
    // Readers go on reading through the view after the switch.
    expect(await kit.me(rejoining.agent)).toMatchObject({ membershipActive: true });
  });
});
