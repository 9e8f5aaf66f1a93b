// What the projection children (runner-child, rebuild-child) share: the test's database and event
// store, and the counting projector with the sleep and batch size the test asked for.
import { Pool } from 'pg';
import { allEntities } from '../../src/all-entities.js';
import { createDataSource } from '../../src/platform/database/data-source.js';
import { countingProjector } from '../support/counting-projector.js';
import { createTestEventStore } from '../support/test-event-store.js';

export async function projectionChildSetup() {
  const url = process.env.CHILD_DATABASE_URL as string;
  const dataSource = createDataSource(url, { entities: allEntities, poolSize: 3 });
  await dataSource.initialize();
  // The test's event store: its database, or its namespace on the KurrentDB server.
  const eventStore = createTestEventStore(
    { pool: new Pool({ connectionString: url, max: 3 }), url },
    { namespace: process.env.CHILD_EVENTSTORE_NAMESPACE },
  );
  return {
    dataSource,
    eventStore,
    projector: countingProjector(Number(process.env.CHILD_SLEEP_MS ?? 10), {
      fold: process.env.CHILD_FOLD === '1',
    }),
    batchSize: Number(process.env.CHILD_BATCH_SIZE ?? 10),
  };
}
