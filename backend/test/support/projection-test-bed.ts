import type { EventStore } from '../../src/platform/event-store/event-store.port.js';
import { ensureReadModel } from '../../src/platform/projection-engine/ensure-read-model.js';
import { ProjectionProgress } from '../../src/platform/projection-engine/projection-progress.js';
import {
  ProjectionRunner,
  type RunnerLogger,
} from '../../src/platform/projection-engine/projection-runner.js';
import type { Projector } from '../../src/platform/projection-engine/projector.js';
import type { RebuildListener } from '../../src/platform/projection-engine/version-rebuilds.js';
import { countingTotals } from './counting-projector.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const quietLogger = { log: () => {}, error: () => {} };

/**
 * A fresh database, event store and read model of `projector` for each test of the enclosing describe
 * block; after the test, the runners it started stop before the store closes and the database goes.
 * `db` and `store` are read inside tests (they are set by then).
 */
export function projectionTestBed<S extends EventStore>(
  projector: Projector,
  openStore: (db: TestDatabase) => S,
  batchSize: number,
) {
  const runners: ProjectionRunner[] = [];
  const bed = {
    db: undefined as unknown as TestDatabase,
    store: undefined as unknown as S,
    /** Starts a live runner of the bed's projector (or of `runnerProjector`) and reports through `progress`. */
    startRunner(
      progress = new ProjectionProgress(bed.db.dataSource),
      runnerProjector = projector,
      logger: RunnerLogger = quietLogger,
      rebuilds?: RebuildListener,
    ) {
      const runner = new ProjectionRunner(runnerProjector, bed.db.dataSource, bed.store, progress, logger, {
        batchSize,
        lockRetryMs: 50,
        rebuilds,
      });
      runners.push(runner);
      runner.start();
      return { runner, progress };
    },
    /** The counting projector's distinct events and running total. */
    totals: () => countingTotals(bed.db.pool),
  };

  beforeEach(async () => {
    bed.db = await createTestDatabase();
    bed.store = openStore(bed.db);
    await ensureReadModel(bed.db.dataSource, projector);
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await bed.store.close();
    await bed.db.drop();
  });

  return bed;
}
