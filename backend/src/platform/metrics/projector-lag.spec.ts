import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createTestEventStore } from '../../../test/support/test-event-store.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { saveCheckpoint } from '../projection-engine/checkpoints.js';
import { ensureReadModel } from '../projection-engine/ensure-read-model.js';
import { defineProjector } from '../projection-engine/projector.js';
import { projectorLag } from './projector-lag.js';

describe('projectorLag', () => {
  let db: TestDatabase;
  let eventStore: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    eventStore = createTestEventStore(db);
  });

  afterAll(async () => {
    await eventStore.close();
    await db.drop();
  });

  const projector = defineProjector<{ type: 'LagProbed'; data: { n: number } }>({
    name: 'lag_probe',
    versions: ['counts nothing'],
    eventTypes: ['LagProbed'],
    tables: [],
    apply: async () => {},
  });
  const append = (type: string, n: number) =>
    eventStore.append(`lag-probe-${randomUUID()}`, [{ id: randomUUID(), type, data: { n } }], 'no_stream');

  it('counts the events of its types after its checkpoint, and how long the oldest has waited', async () => {
    await ensureReadModel(db.dataSource, projector);
    await append('LagProbed', 1);
    await append('SomethingElse', 2);
    const second = await append('LagProbed', 3);
    const [oldest] = (
      await eventStore.readAll({ after: { commit: 0n, prepare: 0n }, limit: 1, types: ['LagProbed'] })
    ).events;

    const tenSecondsLater = new Date(oldest.createdAt.getTime() + 10_000);
    expect(await projectorLag(db.dataSource.manager, eventStore, [projector], tenSecondsLater)).toEqual([
      {
        projector: 'lag_probe',
        inline: false,
        version: 1,
        tablesVersion: 1,
        events: 2,
        seconds: 10,
        stopped: false,
      },
    ]);

    // Its checkpoint at the head of the log: nothing behind, for no time.
    await saveCheckpoint(db.dataSource.manager, 'lag_probe', 1, second.position);
    expect(await projectorLag(db.dataSource.manager, eventStore, [projector], tenSecondsLater)).toEqual([
      {
        projector: 'lag_probe',
        inline: false,
        version: 1,
        tablesVersion: 1,
        events: 0,
        seconds: 0,
        stopped: false,
      },
    ]);
  });
});
