import { allProjectors } from '../../src/all-projectors.js';
import { type ReplayReport, replay } from '../../src/platform/projection-engine/replay.js';
import type { TestApp } from './test-app.js';

/** Rebuilds one read model of the test app from its event log, as `npm run replay` does, quietly. */
export function replayReadModel(app: TestApp, readModel: string): Promise<ReplayReport[]> {
  return replay({
    projectors: allProjectors,
    only: [readModel],
    dataSource: app.db.dataSource,
    eventStore: app.runtime.eventStore,
    progress: { start: () => {}, update: () => {}, stop: () => {} },
  });
}
