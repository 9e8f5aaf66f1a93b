import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { countedEvents, countingProjector } from '../../../test/support/counting-projector.js';
import { projectionTestBed } from '../../../test/support/projection-test-bed.js';
import type { NewEvent, RecordedEvent } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { readCheckpoints } from './checkpoints.js';
import { InlineProjections } from './inline-projections.js';
import { ProjectionProgress } from './projection-progress.js';
import { rebuildProjection } from './rebuild-projection.js';

describe('inline projections on the PostgreSQL write path', () => {
  const projector = countingProjector(0, { inline: true });
  const bed = projectionTestBed(
    projector,
    (db) => new PostgresEventStore({ pool: db.pool, connectionString: db.url, pollIntervalMs: 100 }),
    40,
  );
  const { totals } = bed;
  let inline: InlineProjections;

  beforeEach(() => {
    inline = new InlineProjections([projector], new ProjectionProgress(bed.db.dataSource));
  });

  const startRunner = () => bed.startRunner().progress;

  /** As the command path does: append in a transaction through the write path, apply the inline projections in it. */
  async function appendInline(events: NewEvent[], after?: (db: EntityManager) => Promise<void>) {
    return bed.db.dataSource.transaction(async (manager) => {
      const stored = await bed.store.writePath
        .join(manager)
        .append(`counted-${randomUUID()}`, events, 'no_stream');
      await inline.applyWithin(manager, stored.events as RecordedEvent[]);
      await after?.(manager);
      return stored;
    });
  }

  it('puts the events in the log inside the transaction, so inline projectors are applied there', () => {
    expect(bed.store.writePath.logInTransaction).toBeDefined();
    expect(bed.store.writePath.versionsFinalAtCommit).toBe(true);
  });

  it('lets a command wait until the inline projectors of its events have applied them from the log', async () => {
    startRunner();
    await bed.store.append('counted-waited', countedEvents(3), 'no_stream');
    await inline.awaitApplied(await bed.store.readStream('counted-waited'));
    expect(await totals()).toEqual({ rows: 3, applied: 3 });
  });

  it('shows the events as soon as the append commits, and nothing when it rolls back', async () => {
    await appendInline(countedEvents(3));
    expect(await totals()).toEqual({ rows: 3, applied: 3 });

    await expect(
      appendInline(countedEvents(2), async () => {
        throw new Error('the command failed after its append');
      }),
    ).rejects.toThrow(/command failed/);
    expect(await totals()).toEqual({ rows: 3, applied: 3 });
    expect((await bed.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(3);
  });

  it('leaves its events to nobody else: the live runner only moves the checkpoint past them', async () => {
    const progress = startRunner();
    let last: Awaited<ReturnType<typeof appendInline>> | undefined;
    for (let i = 0; i < 20; i++) last = await appendInline(countedEvents(5));
    // An append that bypassed inline projection is still applied, once, by the runner.
    const bypass = await bed.store.append('counted-bypass', countedEvents(4), 'no_stream');
    expect(await progress.waitFor(['counting'], bypass.position, 5000)).toBe(true);
    expect(last).toBeDefined();
    expect(await totals()).toEqual({ rows: 104, applied: 104 });
    const checkpoint = (await readCheckpoints(bed.db.dataSource.manager)).get('counting');
    expect(checkpoint?.position).toEqual(bypass.position);
    // Markers of transactions behind the checkpoint are cleaned up.
    const markers = await bed.db.pool.query('SELECT count(*)::int AS n FROM projection_inline_applied');
    expect(markers.rows[0].n).toBeLessThanOrEqual(1);
  });

  it('loses no inline write and applies none twice while a rebuild catches up and switches', async () => {
    startRunner();
    for (let i = 0; i < 30; i++) await appendInline(countedEvents(20));
    let writing = true;
    let written = 600;
    // Six writers append and apply inline all through the rebuild, some of them slowly (held open).
    const writers = Array.from({ length: 6 }, async (_, w) => {
      while (writing) {
        await appendInline(countedEvents(3), async (manager) => {
          if (w % 2 === 0) await manager.query('SELECT pg_sleep(0.02)');
        });
        written += 3;
      }
    });
    const rebuilt = await rebuildProjection(projector, bed.db.dataSource, bed.store, { batchSize: 50 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    writing = false;
    await Promise.all(writers);

    expect(rebuilt.checkpoint.tableVersion).toBe(2);
    expect(rebuilt.events).toBeGreaterThanOrEqual(600);
    expect(await totals()).toEqual({ rows: written, applied: written });
    const tables = await bed.db.pool.query(
      "SELECT relname FROM pg_class WHERE relkind = 'r' AND relname LIKE 'counting_%' ORDER BY 1",
    );
    expect(tables.rows.map((r) => r.relname)).toEqual(['counting_applied_v2', 'counting_total_v2']);

    // And the writes after the switch still land once, inline.
    await appendInline(countedEvents(7));
    expect(await totals()).toEqual({ rows: written + 7, applied: written + 7 });
  }, 60_000);
});
