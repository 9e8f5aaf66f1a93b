import type { ChildProcess } from 'node:child_process';
import { countedEvents, countingProjector } from '../../../test/support/counting-projector.js';
import { eventually } from '../../../test/support/eventually.js';
import { projectionTestBed } from '../../../test/support/projection-test-bed.js';
import { spawnTs } from '../../../test/support/spawn-ts.js';
import {
  createTestEventStore,
  eventStoreName,
  freshNamespace,
} from '../../../test/support/test-event-store.js';
import type { AppendResult } from '../event-store/event-store.port.js';
import { readCheckpoints } from './checkpoints.js';
import { ProjectionProgress } from './projection-progress.js';
import { ProjectionRunner } from './projection-runner.js';
import type { Projector } from './projector.js';
import { rebuildProjection, rebuildProjections } from './rebuild-projection.js';

describe(`projection engine (${eventStoreName})`, () => {
  /** The store's namespace on a shared KurrentDB, which the child processes use too. */
  let namespace: string;
  const bed = projectionTestBed(
    countingProjector(),
    (db) => {
      namespace = freshNamespace();
      return createTestEventStore(db, { pollIntervalMs: 200, namespace });
    },
    25,
  );
  const { startRunner, totals } = bed;

  async function appendCounted(total: number, perAppend = 50): Promise<AppendResult> {
    let last: AppendResult | undefined;
    for (let done = 0; done < total; done += perAppend) {
      last = await bed.store.append(
        `counted-${done}`,
        countedEvents(Math.min(perAppend, total - done)),
        'no_stream',
      );
    }
    if (!last) throw new Error('nothing appended');
    return last;
  }

  it('applies existing and new events once, and a command can wait until they are read-model visible', async () => {
    await appendCounted(120);
    const { progress } = startRunner();
    const last = await bed.store.append('counted-late', countedEvents(3), 'no_stream');
    expect(await progress.waitFor(['counting'], last.position, 5000)).toBe(true);
    expect(await totals()).toEqual({ rows: 123, applied: 123 });
    const checkpoint = (await readCheckpoints(bed.db.dataSource.manager)).get('counting');
    expect(checkpoint?.position).toEqual(last.position);
  });

  it('reports a wait that times out instead of hanging', async () => {
    const progress = new ProjectionProgress(bed.db.dataSource);
    const last = await bed.store.append('counted-x', countedEvents(1), 'no_stream');
    expect(await progress.waitFor(['counting'], last.position, 200)).toBe(false);
  });

  it('runs one instance per projector: a second runner stands by and takes over when the first stops', async () => {
    const first = startRunner();
    const second = startRunner();
    const last = await appendCounted(200, 10);
    expect(await first.progress.waitFor(['counting'], last.position, 5000)).toBe(true);
    expect(second.progress.position('counting')).toBeUndefined();

    await first.runner.stop();
    const more = await bed.store.append('counted-after-failover', countedEvents(5), 'no_stream');
    expect(await second.progress.waitFor(['counting'], more.position, 5000)).toBe(true);
    expect(await totals()).toEqual({ rows: 205, applied: 205 });
  });

  it('loses nothing and applies nothing twice when its process is killed at any point', async () => {
    const total = 3000;
    await appendCounted(total, 100);
    let kills = 0;
    let progressBefore = 0;
    // Kill it again and again at scattered moments, mid-batch or between batches, then let it finish.
    // Each round waits until the child has applied something (so each kill lands mid-stream, whatever
    // the machine's load), then kills it a scattered few milliseconds later.
    for (const extraMs of [0, 37, 83, 11, 59]) {
      const child = spawnRunnerChild(bed.db.url, namespace);
      await waitForLine(child, 'started');
      const deadline = Date.now() + 20_000;
      while ((await totals()).rows <= progressBefore && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => setTimeout(resolve, extraMs));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      kills += 1;
      const partial = await totals();
      expect(partial.rows).toBe(partial.applied);
      expect(partial.rows).toBeGreaterThan(progressBefore);
      progressBefore = partial.rows;
    }
    const mid = await totals();
    expect(mid.rows).toBeLessThan(total);

    const finisher = spawnRunnerChild(bed.db.url, namespace);
    try {
      // The deadline counts from the child's start: starting a process is slow on a loaded machine.
      await waitForLine(finisher, 'started');
      const deadline = Date.now() + 90_000;
      while ((await totals()).rows < total && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      finisher.kill('SIGKILL');
    }
    expect(kills).toBe(5);
    expect(await totals()).toEqual({ rows: total, applied: total });
  }, 300_000);

  it('rebuilds a read model equal to the live one, and the live runner carries on after it', async () => {
    const { progress } = startRunner();
    const last = await appendCounted(300, 30);
    expect(await progress.waitFor(['counting'], last.position, 5000)).toBe(true);
    await bed.db.pool.query('UPDATE counting_total SET applied = 999'); // drift a rebuild must repair
    const rebuilt = await rebuildProjection(countingProjector(), bed.db.dataSource, bed.store, {
      batchSize: 70,
    });
    expect(rebuilt.events).toBe(300);
    expect(await totals()).toEqual({ rows: 300, applied: 300 });

    const more = await bed.store.append('counted-after-rebuild', countedEvents(4), 'no_stream');
    expect(await progress.waitFor(['counting'], more.position, 5000)).toBe(true);
    expect(await totals()).toEqual({ rows: 304, applied: 304 });
  });

  it('resumes a rebuild killed mid-way from its own checkpoint, while the live tables stay in use', async () => {
    const { progress } = startRunner();
    const last = await appendCounted(2000, 100);
    expect(await progress.waitFor(['counting'], last.position, 10_000)).toBe(true);

    const child = spawnChild('test/children/rebuild-child.ts', bed.db.url, namespace);
    await waitForLine(child, 'applied 500');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const cut = await bed.db.pool.query(
      'SELECT table_version, commit_position > 0 AS started FROM projection_rebuilds WHERE name = $1',
      ['counting'],
    );
    expect(cut.rows).toEqual([{ table_version: 2, started: true }]);
    // Readers and the live runner still use version 1, and it keeps up.
    const more = await bed.store.append('counted-during-cut', countedEvents(10), 'no_stream');
    expect(await progress.waitFor(['counting'], more.position, 5000)).toBe(true);
    expect(await totals()).toEqual({ rows: 2010, applied: 2010 });

    const resumed = await rebuildProjection(countingProjector(), bed.db.dataSource, bed.store, {
      batchSize: 100,
    });
    expect(resumed.checkpoint.tableVersion).toBe(2);
    expect(resumed.events).toBeLessThan(2010); // the part the killed rebuild committed is not read again
    expect(await totals()).toEqual({ rows: 2010, applied: 2010 });
    const rebuilds = await bed.db.pool.query('SELECT count(*)::int AS n FROM projection_rebuilds');
    expect(rebuilds.rows[0].n).toBe(0);
  }, 60_000);

  it('resumes a rebuild folding in memory, killed mid-way, from its checkpoint and fold state', async () => {
    const { progress } = startRunner();
    const last = await appendCounted(2000, 100);
    expect(await progress.waitFor(['counting'], last.position, 10_000)).toBe(true);

    const child = spawnChild('test/children/rebuild-child.ts', bed.db.url, namespace, { CHILD_FOLD: '1' });
    await waitForLine(child, 'applied 500');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const cut = await bed.db.pool.query(
      `SELECT folding, fold_state IS NOT NULL AS kept, progress > 0 AS reported,
              (SELECT count(*)::int FROM counting_applied_v2) AS copied
       FROM projection_rebuilds WHERE name = $1`,
      ['counting'],
    );
    expect(cut.rows).toEqual([{ folding: true, kept: true, reported: true, copied: expect.any(Number) }]);
    expect(cut.rows[0].copied).toBeGreaterThan(0);
    expect(await totals()).toEqual({ rows: 2000, applied: 2000 });

    const folded = countingProjector(0, { fold: true });
    const resumed = await rebuildProjections([folded], bed.db.dataSource, bed.store, { pageSize: 100 });
    expect(resumed.rebuilt.map((r) => [r.how, r.checkpoint.tableVersion])).toEqual([['fold', 2]]);
    expect(resumed.rebuilt[0].events).toBeLessThan(2000); // what the killed rebuild committed is not read again
    expect(await totals()).toEqual({ rows: 2000, applied: 2000 });
  }, 60_000);

  it('stops a projector at an event it cannot apply, keeps since when, and goes on once it can', async () => {
    const logged: { message: string; context: Record<string, unknown> }[] = [];
    const logger = {
      log: () => {},
      error: (message: string, context: Record<string, unknown>) => logged.push({ message, context }),
    };
    const fussy: Projector = {
      ...countingProjector(),
      async apply(events, into) {
        if (events.some((e) => (e.data as { poison?: boolean }).poison)) throw new Error('cannot count this');
        await countingProjector().apply(events, into);
      },
    };
    const runner = new ProjectionRunner(
      fussy,
      bed.db.dataSource,
      bed.store,
      new ProjectionProgress(bed.db.dataSource),
      logger,
      {
        batchSize: 25,
        stoppedRetryMs: 100,
      },
    );
    const poison = { id: crypto.randomUUID(), type: 'Counted', data: { poison: true } };
    const failure = async () =>
      (
        await bed.db.pool.query(
          `SELECT failed_since, failed_event_id, failed_position, failed_error, prepare_position::text
           FROM projection_checkpoints WHERE name = 'counting'`,
        )
      ).rows[0];
    const stops = () => logged.filter((l) => l.message.startsWith('projector stopped'));
    runner.start();
    try {
      const good = await appendCounted(30, 10);
      const poisoned = await bed.store.append(
        'counted-poison',
        [...countedEvents(2), poison, ...countedEvents(2)],
        'no_stream',
      );
      const first = await eventually(failure, (row) => expect(row.failed_event_id).toBe(poison.id));
      // Everything before it is applied; nothing after it.
      expect(await totals()).toEqual({ rows: 32, applied: 32 });
      expect(first.failed_error).toBe('Error: cannot count this');
      expect(BigInt(first.prepare_position)).toBeLessThan(poisoned.position.prepare);
      expect(BigInt(first.prepare_position)).toBeGreaterThan(good.position.prepare);
      expect(stops()[0].context).toMatchObject({
        projector: 'counting',
        eventId: poison.id,
        eventType: 'Counted',
        position: first.failed_position,
      });
      // It tries again now and then: still stopped, since the same moment.
      await eventually(
        async () => stops().length,
        (n) => expect(n).toBeGreaterThanOrEqual(3),
      );
      expect((await failure()).failed_since).toEqual(first.failed_since);
    } finally {
      await runner.stop();
    }

    // New code that can apply it: it goes on past it, and is no longer stopped.
    const { progress } = startRunner();
    const head = await bed.store.headPosition();
    expect(await progress.waitFor(['counting'], head, 5000)).toBe(true);
    expect(await totals()).toEqual({ rows: 35, applied: 35 });
    expect((await failure()).failed_since).toBeNull();
  });

  it('rebuilds from zero when the projector version changes', async () => {
    const first = startRunner();
    const last = await appendCounted(40, 10);
    expect(await first.progress.waitFor(['counting'], last.position, 5000)).toBe(true);
    await first.runner.stop();
    await bed.db.pool.query('UPDATE counting_total SET applied = 7');

    const v2: Projector = { ...countingProjector(), versions: ['counted', 'counted again'] };
    const logged: { message: string; context: Record<string, unknown> }[] = [];
    const logger = {
      log: (message: string, context: Record<string, unknown>) => logged.push({ message, context }),
    };
    // What the metrics' rebuild gauges are told.
    const told: string[] = [];
    startRunner(
      undefined,
      v2,
      { ...logger, error: logger.log },
      {
        progress: (projector, applied) => told.push(`${projector} ${applied}`),
        finished: (projector) => told.push(`${projector} finished`),
      },
    );
    const deadline = Date.now() + 5000;
    while (
      (await readCheckpoints(bed.db.dataSource.manager)).get('counting')?.version !== 2 &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await readCheckpoints(bed.db.dataSource.manager)).get('counting')?.position).toEqual(
      last.position,
    );
    expect(await totals()).toEqual({ rows: 40, applied: 40 });
    expect(logged).toContainEqual({
      message: 'projector version changed; rebuilding',
      context: { projector: 'counting', from: 1, to: 2, why: ['counted again'] },
    });
    // The rebuild drops the old tables after its switch, then says it has finished.
    while (!told.includes('counting finished') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(told[0]).toBe('counting 0');
    expect(told).toContain('counting 40');
    expect(told.at(-1)).toBe('counting finished');
  });
});

function spawnRunnerChild(databaseUrl: string, namespace: string): ChildProcess {
  return spawnChild('test/children/runner-child.ts', databaseUrl, namespace);
}

function spawnChild(
  script: string,
  databaseUrl: string,
  namespace: string,
  env: Record<string, string> = {},
): ChildProcess {
  return spawnTs(script, {
    env: { ...process.env, CHILD_DATABASE_URL: databaseUrl, CHILD_EVENTSTORE_NAMESPACE: namespace, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

function waitForLine(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before "${line}"`)));
  });
}
