// `npm run replay` of every read model in a process of its own, for the test that kills it mid-pass:
// a checkpoint every page, a line a page, and a pause a page so the kill lands mid-pass.
import { Pool } from 'pg';
import { allEntities } from '../../src/all-entities.js';
import { allProjectors } from '../../src/all-projectors.js';
import { createDataSource } from '../../src/platform/database/data-source.js';
import { replay } from '../../src/platform/projection-engine/replay.js';
import { createTestEventStore } from '../support/test-event-store.js';

async function main() {
  const url = process.env.CHILD_DATABASE_URL as string;
  const dataSource = createDataSource(url, { entities: allEntities, poolSize: 4 });
  await dataSource.initialize();
  const eventStore = createTestEventStore(
    { pool: new Pool({ connectionString: url, max: 3 }), url },
    { namespace: process.env.CHILD_EVENTSTORE_NAMESPACE },
  );
  await replay({
    projectors: allProjectors,
    only: [],
    dataSource,
    eventStore,
    tuning: { checkpointSeconds: 0, pageSize: 500 },
    progress: {
      start: () => {},
      update: ({ eventsRead }) => {
        process.stdout.write(`read ${eventsRead}\n`);
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
      },
      stop: () => {},
    },
  });
  process.stdout.write('replayed\n');
  process.exit(0);
}

void main();
