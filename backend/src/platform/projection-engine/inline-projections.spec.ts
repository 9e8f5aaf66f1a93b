import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { countingProjector } from '../../../test/support/counting-projector.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import type { NewEvent, RecordedEvent } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { readCheckpoints } from './checkpoints.js';
import { ensureReadModel } from './ensure-read-model.js';
import { InlineProjections } from './inline-projections.js';
import { ProjectionProgress } from './projection-progress.js';
import { ProjectionRunner } from './projection-runner.js';
import { rebuildProjection } from './rebuild-projection.js';

const quietLogger = { log: () => {}, error: () => {} };

describe('inline projections on the PostgreSQL write path', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let inline: InlineProjections;
  let runners: ProjectionRunner[];
  const projector = countingProjector(0, { inline: true });

  beforeEach(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, pollIntervalMs: 100 });
    inline = new InlineProjections([projector], new ProjectionProgress(db.dataSource));
    await ensureReadModel(db.dataSource, projector);
    runners = [];
  });

  afterEach(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await store.close();
    await db.drop();
  });

  const counted = (n: number): NewEvent[] =>
    Array.from({ length: n }, (_, i) => ({ id: randomUUID(), type: 'Counted', data: { i } }));

  /** As the command path does: append in a transaction through the write path, apply the inline projections in it. */
  async function appendInline(events: NewEvent[], after?: (db: EntityManager) => Promise<void>) {
    return db.dataSource.transaction(async (manager) => {
      const stored = await store.writePath
        .join(manager)
        .append(`counted-${randomUUID()}`, events, 'no_stream');
      await inline.applyWithin(manager, stored.events as RecordedEvent[]);
      await after?.(manager);
      return stored;
    });
  }

  async function totals() {
    const { rows } = await db.pool.query(
      `SELECT (SELECT count(*)::int FROM counting_applied) AS rows,
              coalesce((SELECT applied::int FROM counting_total), 0) AS applied`,
    );
    return rows[0] as { rows: number; applied: number };
  }

  function startRunner() {
    const progress = new ProjectionProgress(db.dataSource);
    const runner = new ProjectionRunner(projector, db.dataSource, store, progress, quietLogger, {
      batchSize: 40,
      lockRetryMs: 50,
    });
    runners.push(runner);
    runner.start();
    return progress;
  }

  it('puts the events in the log inside the transaction, so inline projectors are applied there', () => {
    expect(store.writePath.logInTransaction).toBeDefined();
    expect(store.writePath.versionsFinalAtCommit).toBe(true);
  });

  it('lets a command wait until the inline projectors of its events have applied them from the log', async () => {
    startRunner();
    const bypass = await store.append('counted-waited', counted(3), 'no_stream');
    await inline.awaitApplied(await store.readStream('counted-waited'), bypass.position);
    expect(await totals()).toEqual({ rows: 3, applied: 3 });
  });

  it('shows the events as soon as the append commits, and nothing when it rolls back', async () => {
    await appendInline(counted(3));
    expect(await totals()).toEqual({ rows: 3, applied: 3 });

    await expect(
      appendInline(counted(2), async () => {
        throw new Error('the command failed after its append');
      }),
    ).rejects.toThrow(/command failed/);
    expect(await totals()).toEqual({ rows: 3, applied: 3 });
    expect((await db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(3);
  });

  it('leaves its events to nobody else: the live runner only moves the checkpoint past them', async () => {
    const progress = startRunner();
    let last: Awaited<ReturnType<typeof appendInline>> | undefined;
    for (let i = 0; i < 20; i++) last = await appendInline(counted(5));
    // An append that bypassed inline projection is still applied, once, by the runner.
    const bypass = await store.append('counted-bypass', counted(4), 'no_stream');
    expect(await progress.waitFor(['counting'], bypass.position, 5000)).toBe(true);
    expect(last).toBeDefined();
    expect(await totals()).toEqual({ rows: 104, applied: 104 });
    const checkpoint = (await readCheckpoints(db.dataSource.manager)).get('counting');
    expect(checkpoint?.position).toEqual(bypass.position);
    // Markers of transactions behind the checkpoint are cleaned up.
    const markers = await db.pool.query('SELECT count(*)::int AS n FROM projection_inline_applied');
    expect(markers.rows[0].n).toBeLessThanOrEqual(1);
  });

  it('loses no inline write and applies none twice while a rebuild catches up and switches', async () => {
    startRunner();
    for (let i = 0; i < 30; i++) await appendInline(counted(20));
    let writing = true;
    let written = 600;
    // Six writers append and apply inline all through the rebuild, some of them slowly (held open).
    const writers = Array.from({ length: 6 }, async (_, w) => {
      while (writing) {
        await appendInline(counted(3), async (manager) => {
          if (w % 2 === 0) await manager.query('SELECT pg_sleep(0.02)');
        });
        written += 3;
      }
    });
    const rebuilt = await rebuildProjection(projector, db.dataSource, store, { batchSize: 50 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    writing = false;
    await Promise.all(writers);

    expect(rebuilt.checkpoint.tableVersion).toBe(2);
    expect(rebuilt.events).toBeGreaterThanOrEqual(600);
    expect(await totals()).toEqual({ rows: written, applied: written });
    const tables = await db.pool.query(
      "SELECT relname FROM pg_class WHERE relkind = 'r' AND relname LIKE 'counting_%' ORDER BY 1",
    );
    expect(tables.rows.map((r) => r.relname)).toEqual(['counting_applied_v2', 'counting_total_v2']);

    // And the writes after the switch still land once, inline.
    await appendInline(counted(7));
    expect(await totals()).toEqual({ rows: written + 7, applied: written + 7 });
  }, 60_000);
});
