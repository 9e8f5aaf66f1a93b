import { Client } from 'pg';
import { eventually } from '../../../../test/support/eventually.js';
import { restartApp } from '../../../../test/support/restart-app.js';
import { enrolAuthenticator } from '../../../../test/support/second-factor.js';
import { makeAdmin, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { studioMembersProjector } from '../../../projections/studio-members/studio-members.projector.js';

/**
 * A deploy raises studio_members' version, whose newest version added admin_member_tally (the users
 * list's totals). Until the rebuild switches, the list reads the previous version's tables: its total
 * and pager are the studio's, never 0, and the owner reads that the read models are being rebuilt.
 */
describe("a deploy that raises a read model's version", () => {
  let app: TestApp;
  let admin: SignedUpAgent;
  let hold: Client;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 10_000, windowMs: 60_000 } });
    await app.moveClock(new Date('2026-12-01T14:00:00Z'));
  });

  afterAll(async () => {
    await hold?.end();
    await app.close();
  });

  const signedInAdmin = async (on: TestApp) => {
    const agent = await signUpAgent(on);
    await makeAdmin(on, agent.user.email);
    await enrolAuthenticator(on, agent.agent);
    return agent;
  };
  const usersPage = async (page = 1) =>
    (await admin.agent.get(`/api/admin/users-overview?page=${page}&pageSize=10`).expect(200)).body;

  it('shows the previous version’s complete totals while it rebuilds, then the new ones', async () => {
    admin = await signedInAdmin(app);
    for (let i = 0; i < 12; i++) await signUpAgent(app);
    await app.caughtUp();
    const before = await usersPage();
    expect(before.total).toBe(13);
    expect(before.items).toHaveLength(10);

    // The database as version 2 left it: no admin_member_tally yet.
    app = await restartApp(app, async () => {
      const { rows } = await app.db.pool.query(
        `UPDATE projection_checkpoints SET version = 2 WHERE name = 'studio_members' RETURNING table_version`,
      );
      await app.db.pool.query('DROP VIEW admin_member_tally');
      await app.db.pool.query(`DROP TABLE admin_member_tally_v${rows[0].table_version}`);
      // The rebuild waits for this lock until the test has looked.
      hold = new Client({ connectionString: app.db.url });
      await hold.connect();
      await hold.query("SELECT pg_advisory_lock(hashtext('rebuild:' || 'studio_members'))");
    });
    admin = await signedInAdmin(app);

    const during = await usersPage();
    expect(during.total).toBe(13);
    expect(during.items).toHaveLength(10);
    // The list's rows are the users table's (this admin signed up since: a fourth row on page 2); its
    // total, kept by the read model, is the studio's as it stood when the rebuild began.
    const second = await usersPage(2);
    expect([second.total, second.items.length]).toEqual([13, 4]);
    const status = (await admin.agent.get('/api/admin/system').expect(200)).body;
    expect(status.rebuilding).toEqual({ percent: 0, readModels: ['studio_members'] });
    expect(status.projectors.find((p: { name: string }) => p.name === 'studio_members')).toMatchObject({
      version: studioMembersProjector.versions.length,
      liveVersion: 2,
    });

    await hold.query("SELECT pg_advisory_unlock(hashtext('rebuild:' || 'studio_members'))");
    const after = await eventually(
      async () => (await admin.agent.get('/api/admin/system').expect(200)).body,
      (body) => expect(body.rebuilding).toBeNull(),
      30_000,
    );
    expect(after.lastRebuild.readModels).toEqual(['studio_members']);
    // The second admin signed up during the rebuild: counted once it switched.
    await eventually(
      () => usersPage(),
      (page) => expect(page.total).toBe(14),
      10_000,
    );
    const views = await app.db.dataSource.query(
      "SELECT definition FROM pg_views WHERE viewname = 'admin_member_tally'",
    );
    expect(views[0].definition).toMatch(/FROM admin_member_tally_v\d+/);
  }, 120_000);
});
