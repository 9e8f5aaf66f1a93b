import { dumpReadModels } from '../../test/support/read-model-dump.js';
import { studioHistory } from '../../test/support/studio-history.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import { countEvents, createTestEventStore } from '../../test/support/test-event-store.js';
import { allProjectors } from '../all-projectors.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { ensureReadModel } from '../platform/projection-engine/ensure-read-model.js';
import type { Projector } from '../platform/projection-engine/projector.js';
import { rebuildProjection, rebuildProjections } from '../platform/projection-engine/rebuild-projection.js';

/**
 * Every read model a rebuild folds in memory is the same rebuilt that way as built batch by batch
 * through its `apply` (as the live runner builds it), on a varied log, also when memory runs short and
 * the fold is written out half-way.
 */
describe('read models rebuilt in memory', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = createTestEventStore(db);
    for (const { stream, events } of studioHistory(20261201)) await store.append(stream, events, 'no_stream');
    for (const projector of allProjectors) await ensureReadModel(db.dataSource, projector);
  });

  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  const dump = (projector: Projector) => dumpReadModels(db.dataSource, [projector]);

  const folding = allProjectors.filter((p) => p.fold);

  it('are every read model that holds many rows', () => {
    expect(folding.map((p) => p.name).sort()).toEqual([
      'admin_audit',
      'member_summary',
      'membership',
      'session_registration',
      'session_rosters',
      'studio_members',
    ]);
  });

  it.each(folding.map((p) => [p.name, p] as const))('%s equals its batches', async (_, projector) => {
    await rebuildProjection({ ...projector, fold: undefined }, db.dataSource, store, { batchSize: 37 });
    const batches = await dump(projector);
    for (const [table, rows] of Object.entries(batches))
      expect([table, rows.length > 0]).toEqual([table, true]);

    const folded = await rebuildProjections([projector], db.dataSource, store);
    expect(folded.rebuilt.map((r) => r.how)).toEqual(['fold']);
    expect(await dump(projector)).toEqual(batches);

    const spilled = await rebuildProjections([projector], db.dataSource, store, {
      memoryBudgetBytes: 1,
      pageSize: 50,
      batchSize: 37,
    });
    expect(spilled.rebuilt.map((r) => r.how)).toEqual(['fold, then batches']);
    expect(await dump(projector)).toEqual(batches);
  });

  it('all of them from one read of the log, equal to each rebuilt alone', async () => {
    const alone = new Map<string, Record<string, string[]>>();
    for (const projector of allProjectors) {
      await rebuildProjection(projector, db.dataSource, store);
      alone.set(projector.name, await dump(projector));
    }
    const report = await rebuildProjections(allProjectors, db.dataSource, store);
    expect(report.failed).toEqual([]);
    expect(report.rebuilt.map((r) => r.projector).sort()).toEqual(allProjectors.map((p) => p.name).sort());
    const total = await countEvents(store);
    expect(report.eventsRead).toBe(total);
    for (const projector of allProjectors) expect(await dump(projector)).toEqual(alone.get(projector.name));
  });
});
