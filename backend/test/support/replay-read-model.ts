import { allProjectors } from '../../src/all-projectors.js';
import type { RebuildReport } from '../../src/platform/projection-engine/rebuild-projection.js';
import { replay } from '../../src/platform/projection-engine/replay.js';
import type { TestApp } from './test-app.js';

/**
 * Rebuilds one read model of the test app from its event log, as `npm run replay` does, quietly;
 * throws when it could not (replay itself reports that and goes on with the others).
 */
export async function replayReadModel(app: TestApp, readModel: string): Promise<RebuildReport> {
  const report = await replay({
    projectors: allProjectors,
    only: [readModel],
    dataSource: app.db.dataSource,
    eventStore: app.runtime.eventStore,
    progress: { start: () => {}, update: () => {}, stop: () => {} },
  });
  if (report.failed.length > 0)
    throw new Error(`replay of ${readModel} failed: ${JSON.stringify(report.failed)}`);
  return report;
}
