// A projection runner in a process of its own, for the test that kills it with SIGKILL mid-stream.
import { ProjectionProgress } from '../../src/platform/projection-engine/projection-progress.js';
import { ProjectionRunner } from '../../src/platform/projection-engine/projection-runner.js';
import { projectionChildSetup } from './projection-child-setup.js';

async function main() {
  const { dataSource, eventStore, projector, batchSize } = await projectionChildSetup();
  const logger = {
    log: () => {},
    error: (message: string, context: Record<string, unknown>) => console.error(message, context),
  };
  const runner = new ProjectionRunner(
    projector,
    dataSource,
    eventStore,
    new ProjectionProgress(dataSource),
    logger,
    { batchSize, lockRetryMs: 50 },
  );
  runner.start();
  process.stdout.write('started\n');
}

void main();
