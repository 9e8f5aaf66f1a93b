import { randomUUID } from 'node:crypto';
import { allProjectors } from '../src/all-projectors.js';
import { memberStream } from '../src/platform/domain/member-stream.js';
import { replayReadModel } from '../test/support/replay-read-model.js';
import { type AdminWithFactor, adminWithFactor } from '../test/support/second-factor.js';
import { csrfHeaders, signUpAgent } from '../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../test/support/test-app.js';
import { createPostgresTestEventStore } from '../test/support/test-event-store.js';
import {
  CanonicalMemberIds1764400000000,
  READ_MODELS_REBUILT,
} from './1764400000000-canonical-member-ids.js';

const NOW = '2026-11-20T12:00:00Z';

/**
 * A log as an upper-case id in an admin's path left it before ids were canonical at the edge: a
 * complimentary grant on `member-<ID>` beside the member's own stream, and a status on a session's
 * stream naming the member in upper case. It stopped studio_members and `npm run replay`; folded,
 * the member's rules see the grant.
 */
describe('CanonicalMemberIds1764400000000', () => {
  let app: TestApp;
  let admin: AdminWithFactor;

  beforeAll(async () => {
    // The migration rewrites the PostgreSQL event store's log (a KurrentDB log cannot be rewritten):
    // the app's events are there, even where the run's tests use KurrentDB.
    app = await createTestApp(
      {},
      { eventStore: (db) => createPostgresTestEventStore(db, { pollIntervalMs: 200 }) },
    );
    app.clock.set(new Date(NOW));
    admin = await adminWithFactor(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const grant = (userId: string, body: object) =>
    admin.agent.post(`/api/admin/user/${userId}/complimentary-membership`).set(csrfHeaders).send(body);

  it('folds member-<ID> into the member stream in commit order, lower-cases ids in events, and the log replays', async () => {
    const member = await signUpAgent(app);
    const id = member.user.id;
    const ID = id.toUpperCase();
    await admin.stepUp();
    await grant(id, { from: '2027-01-01', until: '2027-01-31', reason: 'Scholarship' }).expect(200);
    const at = new Date(NOW).toISOString();
    await app.runtime.eventStore.append(
      `member-${ID}`,
      [
        {
          id: randomUUID(),
          type: 'ComplimentaryMembershipGranted',
          data: {
            userId: ID,
            grantId: randomUUID(),
            from: '2026-11-20',
            until: '2026-12-31',
            reason: 'x',
            grantedBy: admin.user.id,
            at,
          },
          metadata: { adminId: admin.user.id },
        },
      ],
      'no_stream',
    );
    await app.runtime.eventStore.append(
      'practice-session-2026-11-18',
      [
        {
          id: randomUUID(),
          type: 'AttendanceStatusSet',
          data: {
            sessionDate: '2026-11-18',
            userId: ID,
            status: 'walk_in_attended',
            setBy: admin.user.id,
            at,
          },
          metadata: { adminId: admin.user.id },
        },
      ],
      'any',
    );
    // The analysts' replay once stopped on the two spellings of one member; its folds now take ids in
    // their canonical form, but the member's own stream still lacks the grant: the migration adds it.
    const ownBefore = await app.runtime.eventStore.readStream(memberStream(id));

    const runner = app.db.dataSource.createQueryRunner();
    try {
      await new CanonicalMemberIds1764400000000().up(runner);
    } finally {
      await runner.release();
    }

    const own = await app.runtime.eventStore.readStream(memberStream(id));
    expect(own.map((e) => e.streamPosition)).toEqual(own.map((_, i) => BigInt(i)));
    expect(own.map((e) => e.type)).toEqual([
      ...ownBefore.map((e) => e.type),
      'ComplimentaryMembershipGranted',
    ]);
    expect(own.every((e) => (e.data as { userId?: string }).userId === id)).toBe(true);
    expect(await app.runtime.eventStore.readStream(`member-${ID}`)).toEqual([]);
    const misspelt = await app.db.pool.query(
      `SELECT count(*)::int AS n FROM events
       WHERE stream_id <> lower(stream_id) OR (data || metadata)::text ~ $1`,
      ['"(?=[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")[0-9a-f-]*[A-F]'],
    );
    expect(misspelt.rows[0].n).toBe(0);
    // The read models are rebuilt at the next start: every one may hold rows of both spellings.
    const versions = await app.db.pool.query(
      'SELECT name FROM projection_checkpoints WHERE version = 0 ORDER BY name',
    );
    expect(versions.rows.map((row: { name: string }) => row.name)).toEqual(
      allProjectors
        .map((p) => p.name)
        .filter((name) => READ_MODELS_REBUILT.includes(name))
        .sort(),
    );

    for (const readModel of READ_MODELS_REBUILT) await replayReadModel(app, readModel);
    await app.caughtUp();
    // The member's rules now see the grant the misspelt stream held; the studio counts them once.
    const overlap = await grant(id, { from: '2026-12-01', until: '2026-12-05', reason: 'again' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('A complimentary membership already covers 2026-11-20 to 2026-12-31.');
    const stats = (await admin.agent.get('/api/admin/stats').expect(200)).body;
    expect(stats).toMatchObject({ activeMembers: 1, totalUsers: 2 });
  });

  it('leaves a log without misspelt ids as it was', async () => {
    const before = await app.db.pool.query('SELECT * FROM events ORDER BY global_position');
    await app.db.pool.query('UPDATE projection_checkpoints SET version = 1');
    const runner = app.db.dataSource.createQueryRunner();
    try {
      await new CanonicalMemberIds1764400000000().up(runner);
    } finally {
      await runner.release();
    }
    expect((await app.db.pool.query('SELECT * FROM events ORDER BY global_position')).rows).toEqual(
      before.rows,
    );
    const rebuilt = await app.db.pool.query(
      'SELECT count(*)::int AS n FROM projection_checkpoints WHERE version = 0',
    );
    expect(rebuilt.rows[0].n).toBe(0);
  });
});
