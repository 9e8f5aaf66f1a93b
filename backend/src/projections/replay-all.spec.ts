import type { ChildProcess } from 'node:child_process';
import { dumpReadModels } from '../../test/support/read-model-dump.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../test/support/sign-up.js';
import { spawnTs } from '../../test/support/spawn-ts.js';
import { studioHistory } from '../../test/support/studio-history.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  countEvents,
  createTestEventStore,
  freshNamespace,
  kurrentDbUrl,
} from '../../test/support/test-event-store.js';
import { allProjectors } from '../all-projectors.js';
import { replay } from '../platform/projection-engine/replay.js';

// Sunday 2026-11-22, 07:00 in New York: sessions from Tuesday 11-24 to Thursday 11-26 are open.
const NOW = '2026-11-22T12:00:00Z';
const OPEN_DATES = ['2026-11-24', '2026-11-25', '2026-11-26'];
const quiet = { start: () => {}, update: () => {}, stop: () => {} };

/**
 * npm run replay of every read model, in one pass over a studio's log, while the site is used; and
 * killed with SIGKILL half-way, then run again. Each time every read model ends equal to a rebuild
 * from scratch of the same log.
 */
describe('replaying every read model', () => {
  let app: TestApp;
  const namespace = freshNamespace();

  beforeAll(async () => {
    app = await createTestApp(
      { authRateLimit: { limit: 10_000, windowMs: 60_000 } },
      { eventStore: (db) => createTestEventStore(db, { pollIntervalMs: 200, namespace }) },
    );
    app.clock.set(new Date(NOW));
    for (const { stream, events } of studioHistory(20261122, 300, 90)) {
      await app.runtime.eventStore.append(stream, events, 'no_stream');
    }
    await app.caughtUp();
  }, 180_000);

  afterAll(async () => {
    await app.close();
  });

  const dump = () => dumpReadModels(app.db.dataSource, allProjectors);
  const replayAll = () =>
    replay({
      projectors: allProjectors,
      only: [],
      dataSource: app.db.dataSource,
      eventStore: app.runtime.eventStore,
      progress: quiet,
    });

  it('rebuilds them in one pass while members sign up and register; live and from scratch agree', async () => {
    const members: SignedUpAgent[] = [];
    let replaying = true;
    const rebuild = replayAll().finally(() => {
      replaying = false;
    });
    let answeredDuring = 0;
    const traffic = (async () => {
      for (let round = 0; replaying || round < 3; round++) {
        const member = await signUpAgent(app);
        members.push(member);
        const date = OPEN_DATES[round % OPEN_DATES.length];
        await member.agent
          .post('/api/user-schedule')
          .set(csrfHeaders)
          .send({ attendanceDate: date, attending: true })
          .expect(200);
        const schedule = (await member.agent.get('/api/user-schedule').expect(200)).body;
        expect(schedule.map((r: { attendanceDate: string }) => r.attendanceDate)).toEqual([date]);
        if (replaying) answeredDuring++;
      }
    })();
    const [report] = await Promise.all([rebuild, traffic]);
    expect(report.failed).toEqual([]);
    expect(report.rebuilt).toHaveLength(allProjectors.length);
    expect(answeredDuring).toBeGreaterThan(0);

    await app.caughtUp();
    const live = await dump();
    expect(live.admin_member.length).toBeGreaterThanOrEqual(300 + members.length);
    await replayAll();
    expect(await dump()).toEqual(live);
  }, 300_000);

  it('killed half-way, resumes where it was and ends equal', async () => {
    await app.caughtUp();
    const before = await dump();
    const child = spawnTs('test/children/replay-child.ts', {
      env: {
        ...process.env,
        CHILD_DATABASE_URL: app.db.url,
        CHILD_EVENTSTORE_NAMESPACE: namespace,
        ...(kurrentDbUrl && { EVENTSTORE_URL: kurrentDbUrl }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await waitForLine(child, 'read 10000');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const cut: { name: string; folding: boolean; kept: boolean; progress: number }[] = (
      await app.db.pool.query(
        'SELECT name, folding, fold_state IS NOT NULL AS kept, progress FROM projection_rebuilds ORDER BY name',
      )
    ).rows;
    expect(cut.map((r) => r.name)).toEqual(allProjectors.map((p) => p.name).sort());
    expect(cut.find((r) => r.name === 'studio_members')).toMatchObject({ folding: true, kept: true });
    expect(cut.every((r) => r.progress > 0 && r.progress < 0.9)).toBe(true);

    const resumed = await replayAll();
    expect(resumed.failed).toEqual([]);
    const total = await countEvents(app.runtime.eventStore);
    // What the killed pass committed (a checkpoint every few pages, by its fold states' size) is not read again.
    expect(resumed.eventsRead).toBeLessThanOrEqual(total - 500);
    expect(await app.db.pool.query('SELECT count(*)::int AS n FROM projection_rebuilds')).toMatchObject({
      rows: [{ n: 0 }],
    });
    expect(await dump()).toEqual(before);
  }, 300_000);
});

function waitForLine(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (
        seen.split('\n').some((l) => l.startsWith('read ') && Number(l.slice(5)) >= Number(line.slice(5)))
      ) {
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before "${line}"`)));
  });
}
