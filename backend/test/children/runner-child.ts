// A projection runner in a process of its own, for the test that kills it with SIGKILL mid-stream.
import { Pool } from 'pg';
import { allEntities } from '../../src/all-entities.js';
import { createDataSource } from '../../src/platform/database/data-source.js';
import { ProjectionProgress } from '../../src/platform/projection-engine/projection-progress.js';
import { ProjectionRunner } from '../../src/platform/projection-engine/projection-runner.js';
import { countingProjector } from '../support/counting-projector.js';
import { createTestEventStore } from '../support/test-event-store.js';

async function main() {
  const url = process.env.CHILD_DATABASE_URL as string;
  const dataSource = createDataSource(url, { entities: allEntities, poolSize: 3 });
  await dataSource.initialize();
  // The test's event store: its database, or its namespace on the KurrentDB server.
  const eventStore = createTestEventStore(
    { pool: new Pool({ connectionString: url, max: 3 }), url },
    { namespace: process.env.CHILD_EVENTSTORE_NAMESPACE },
  );
  const logger = {
    log: () => {},
    error: (message: string, context: Record<string, unknown>) => console.error(message, context),
  };
  const runner = new ProjectionRunner(
    countingProjector(Number(process.env.CHILD_SLEEP_MS ?? 10)),
    dataSource,
    eventStore,
    new ProjectionProgress(dataSource),
    logger,
    { batchSize: Number(process.env.CHILD_BATCH_SIZE ?? 10), lockRetryMs: 50 },
  );
  runner.start();
  process.stdout.write('started\n');
}

void main();
