import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eventually } from '../../../../test/support/eventually.js';
import { enrolAuthenticator } from '../../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';
import { spawnTs } from '../../../../test/support/spawn-ts.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import {
  createTestEventStore,
  freshNamespace,
  kurrentDbUrl,
} from '../../../../test/support/test-event-store.js';
import { allProjectors } from '../../../all-projectors.js';
import { replay } from '../../../platform/projection-engine/replay.js';

const DATE = '2026-12-03';

describe('the System panel (GET /api/admin/system)', () => {
  let app: TestApp;
  let admin: SignedUpAgent;
  const namespace = freshNamespace();
  const METRICS_TOKEN = 'system-status-metrics';
  const system = async () => (await admin.agent.get('/api/admin/system').expect(200)).body;

  beforeAll(async () => {
    app = await createTestApp(
      { authRateLimit: { limit: 10_000, windowMs: 60_000 }, metricsToken: METRICS_TOKEN },
      { eventStore: (db) => createTestEventStore(db, { pollIntervalMs: 200, namespace }) },
    );
    await app.moveClock(new Date('2026-12-01T14:00:00Z'));
    admin = await signUpAgent(app);
    await makeAdmin(app, admin.user.email);
    await enrolAuthenticator(app, admin.agent);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 401 signed out and 403 to a member; says every read model is up to date', async () => {
    const member = await signUpAgent(app);
    await request(app.server).get('/api/admin/system').expect(401);
    await member.agent.get('/api/admin/system').expect(403);
    await app.caughtUp();
    const status = await system();
    expect(status.projectors.map((p: { name: string }) => p.name).sort()).toEqual(
      allProjectors.map((p) => p.name).sort(),
    );
    expect(status).toMatchObject({ behindSince: null, rebuilding: null, lastRebuild: null });
    expect(status.lagSeconds).toBeLessThan(60);
    for (const projector of status.projectors) {
      expect(projector).toMatchObject({ stopped: null, rebuild: null, lagEvents: 0 });
    }
  });

  it('a projector fed an event it cannot apply stops alone, and the owner reads since when', async () => {
    // A capacity that is not a number: nothing the API lets through, but a log may hold one.
    const poisoned = randomUUID();
    await app.runtime.eventStore.append(
      `practice-session-${DATE}`,
      [
        {
          id: poisoned,
          type: 'SessionCapacitySet',
          data: { sessionDate: DATE, capacity: 'lots', setBy: admin.user.id, at: new Date().toISOString() },
        },
      ],
      'any',
    );
    const stopped = await eventually(system, (status) => expect(status.behindSince).not.toBeNull());
    const capacity = stopped.projectors.find((p: { name: string }) => p.name === 'session_capacity');
    expect(capacity.stopped).toMatchObject({
      eventId: poisoned,
      eventType: 'SessionCapacitySet',
      streamId: `practice-session-${DATE}`,
      since: stopped.behindSince,
    });
    expect(capacity.stopped.error).toMatch(/integer/);
    expect(capacity.lagEvents).toBe(1);
    for (const other of stopped.projectors.filter((p: { name: string }) => p.name !== 'session_capacity')) {
      expect(other.stopped).toBeNull();
    }

    // The other read models go on: a new member counts and registers.
    const before = (await admin.agent.get('/api/admin/users-overview?page=1').expect(200)).body.total;
    const member = await signUpAgent(app);
    await member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: DATE, attending: true })
      .expect(200);
    await eventually(
      async () => (await admin.agent.get('/api/admin/users-overview?page=1').expect(200)).body.total,
      (total) => expect(total).toBe(before + 1),
    );
    const schedule = (await member.agent.get('/api/user-schedule').expect(200)).body;
    expect(schedule.map((r: { attendanceDate: string }) => r.attendanceDate)).toEqual([DATE]);

    // Still behind since the same moment.
    expect((await system()).behindSince).toBe(stopped.behindSince);

    // And the operators' metrics say which one stopped.
    const metrics = (
      await request(app.server).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)
    ).text;
    expect(metrics).toMatch(/^sadhana_projector_stopped\{projector="session_capacity"\} 1$/m);
    expect(metrics).toMatch(/^sadhana_projector_stopped\{projector="session_registration"\} 0$/m);
  });

  it('npm run replay rebuilds the others and reports the event and the projector, exiting 1', async () => {
    const report = await replay({
      projectors: allProjectors,
      only: [],
      dataSource: app.db.dataSource,
      eventStore: app.runtime.eventStore,
      progress: { start: () => {}, update: () => {}, stop: () => {} },
    });
    expect(report.failed).toEqual([
      expect.objectContaining({
        projector: 'session_capacity',
        event: expect.objectContaining({ type: 'SessionCapacitySet', streamId: `practice-session-${DATE}` }),
      }),
    ]);
    expect(report.rebuilt.map((r) => r.projector).sort()).toEqual(
      allProjectors
        .map((p) => p.name)
        .filter((name) => name !== 'session_capacity')
        .sort(),
    );
    const status = await system();
    expect(status.lastRebuild.readModels).toHaveLength(allProjectors.length - 1);
    expect(
      status.projectors.find((p: { name: string }) => p.name === 'session_capacity').stopped,
    ).not.toBeNull();

    const cli = spawnTs('src/replay.cli.ts', {
      env: {
        ...process.env,
        DATABASE_URL: app.db.url,
        ...(kurrentDbUrl && { EVENTSTORE_URL: kurrentDbUrl, EVENTSTORE_NAMESPACE: namespace }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    cli.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    cli.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    const code = await new Promise((resolve) => cli.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toMatch(
      /session_capacity: NOT rebuilt at event [0-9a-f-]{36} \(SessionCapacitySet, stream practice-session-2026-12-03/,
    );
    expect(out).toMatch(/studio_members: \d+ events \(fold\)/);
  }, 120_000);
});
