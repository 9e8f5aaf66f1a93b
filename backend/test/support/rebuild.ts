import { allProjectors } from '../../src/all-projectors.js';
import { replay } from '../../src/platform/projection-engine/replay.js';
import type { TestApp } from './test-app.js';

/** Rebuilds these read models from the log, as `npm run replay -- --projector …` does, quietly. */
export function rebuildReadModels(testApp: TestApp, only: string[]): Promise<unknown> {
  return replay({
    projectors: allProjectors,
    only,
    dataSource: testApp.db.dataSource,
    eventStore: testApp.runtime.eventStore,
    progress: { start: () => {}, update: () => {}, stop: () => {} },
  });
}
