// A rebuild in a process of its own, for the test that kills it with SIGKILL mid-way.
import { Pool } from 'pg';
import { allEntities } from '../../src/all-entities.js';
import { createDataSource } from '../../src/platform/database/data-source.js';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import { rebuildProjection } from '../../src/platform/projection-engine/rebuild-projection.js';
import { countingProjector } from '../support/counting-projector.js';

async function main() {
  const url = process.env.CHILD_DATABASE_URL as string;
  const dataSource = createDataSource(url, { entities: allEntities, poolSize: 3 });
  await dataSource.initialize();
  const eventStore = new PostgresEventStore({
    pool: new Pool({ connectionString: url, max: 3 }),
    connectionString: url,
  });
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
