// A rebuild in a process of its own, for the test that kills it with SIGKILL mid-way.
import { rebuildProjection } from '../../src/platform/projection-engine/rebuild-projection.js';
import { projectionChildSetup } from './projection-child-setup.js';

async function main() {
  const { dataSource, eventStore, projector, batchSize } = await projectionChildSetup();
  await rebuildProjection(projector, dataSource, eventStore, {
    batchSize,
    onProgress: (applied) => process.stdout.write(`applied ${applied}\n`),
  });
  process.stdout.write('rebuilt\n');
  process.exit(0);
}

void main();
