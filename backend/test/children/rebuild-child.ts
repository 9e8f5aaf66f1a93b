// A rebuild in a process of its own, for the test that kills it with SIGKILL mid-way.
import { Pool } from 'pg';
import { allEntities } from '../../src/all-entities.js';
import { createDataSource } from '../../src/platform/database/data-source.js';
import { rebuildProjection } from '../../src/platform/projection-engine/rebuild-projection.js';
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
  await rebuildProjection(
    countingProjector(Number(process.env.CHILD_SLEEP_MS ?? 10)),
    dataSource,
    eventStore,
    {
      batchSize: Number(process.env.CHILD_BATCH_SIZE ?? 10),
      onProgress: (applied) => process.stdout.write(`applied ${applied}\n`),
    },
  );
  process.stdout.write('rebuilt\n');
  process.exit(0);
}

void main();
