// A rebuild in a process of its own, for the test that kills it with SIGKILL mid-way.
import { rebuildProjection } from '../../src/platform/projection-engine/rebuild-projection.js';
import { projectionChildSetup } from './projection-child-setup.js';

async function main() {
  const { dataSource, eventStore, projector, batchSize } = await projectionChildSetup();
  await rebuildProjection(projector, dataSource, eventStore, {
    batchSize,
    pageSize: batchSize,
    // A checkpoint every page, so the kill that follows a line finds one committed.
    checkpointSeconds: 0,
    onProgress: ({ eventsRead }) => {
      process.stdout.write(`applied ${eventsRead}\n`);
      // A fold takes no time of its own: a pause a page leaves the kill time to land mid-pass.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.env.CHILD_SLEEP_MS ?? 10));
    },
  });
  process.stdout.write('rebuilt\n');
  process.exit(0);
}

void main();
