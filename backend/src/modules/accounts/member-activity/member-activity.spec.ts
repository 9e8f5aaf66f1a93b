import { signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { ProjectionProgress } from '../../../platform/projection-engine/projection-progress.js';
import { MemberActivity } from './member-activity.js';

describe('member events and the member_summary read model', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  /** Another instance of the app: its own hot-path cache, empty. */
  const anotherInstance = () => new MemberActivity(app.app.get(CommandPath), app.clock);

  it('records MemberSignedUp and one MemberActive per Eastern day, without personal data', async () => {
    const { agent, user } = await signUpAgent(app, { firstName: 'Priya', lastName: 'Shah' });
    for (let i = 0; i < 3; i++) await agent.get('/api/auth/user').expect(200);
    // Another instance (no cache) and another session: still no second event for today.
    await anotherInstance().active(user.id, undefined);
    const second = await signUpAgent(app);
    await second.agent.get('/api/auth/user').expect(200);
    await agent.get('/api/auth/user').expect(200);

    const events = await app.runtime.eventStore.readStream(`member-${user.id}`);
    const today = studioDate(new Date());
    expect(events.map((e) => e.type)).toEqual(['MemberSignedUp', 'MemberActive']);
    expect(events[0].data).toEqual({ userId: user.id, authMethod: 'email', at: expect.any(String) });
    expect(events[1].data).toEqual({ userId: user.id, date: today, at: expect.any(String) });
    const payloads = JSON.stringify(events.map((e) => [e.data, e.metadata]));
    expect(payloads).not.toMatch(/Priya|Shah|@example\.com|password|argon/i);

    const progress = app.app.get(ProjectionProgress);
    expect(await progress.waitFor(['member_summary'], events[1].position)).toBe(true);
    const summary = await app.db.pool.query(
      "SELECT auth_method, joined_at, to_char(last_active_date, 'YYYY-MM-DD') AS last_active, active_days FROM member_summary WHERE user_id = $1",
      [user.id],
    );
    expect(summary.rows[0]).toMatchObject({ auth_method: 'email', last_active: today, active_days: 1 });
    const activity = await app.db.pool.query(
      'SELECT count(*)::int AS n FROM member_activity WHERE user_id = $1',
      [user.id],
    );
    expect(activity.rows[0].n).toBe(1);
  });

  it('never appends a duplicate under concurrent requests', async () => {
    const { user } = await signUpAgent(app);
    // Six instances, none of which has recorded today yet, at once.
    await Promise.all(Array.from({ length: 6 }, () => anotherInstance().active(user.id, undefined)));
    const events = await app.runtime.eventStore.readStream(`member-${user.id}`);
    expect(events.filter((e) => e.type === 'MemberActive')).toHaveLength(1);
  });
});
