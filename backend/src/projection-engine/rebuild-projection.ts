import type { DataSource } from 'typeorm';
import type { EventStore, GlobalPosition } from '../event-store/event-store.port.js';
import { START } from '../event-store/event-store.port.js';
import { lockCheckpoint, saveCheckpoint } from './checkpoints.js';
import type { Projector } from './projector.js';

export interface RebuildResult {
  readonly events: number;
  readonly seconds: number;
  readonly checkpoint: GlobalPosition;
}

/**
 * Rebuilds a read model from position zero in one transaction: readers keep seeing the old rows
 * until it commits, and a live runner waits on the checkpoint lock, then resumes from the new one.
 */
export async function rebuildProjection(
  projector: Projector,
  dataSource: DataSource,
  eventStore: EventStore,
  onProgress: (eventsApplied: number) => void = () => {},
  batchSize = 2000,
): Promise<RebuildResult> {
  const started = process.hrtime.bigint();
  let events = 0;
  let after: GlobalPosition = START;
  await dataSource.transaction(async (db) => {
    await lockCheckpoint(db, projector.name, projector.version);
    await projector.reset(db);
    for (;;) {
      const page = await eventStore.readAll({ after, limit: batchSize, types: projector.eventTypes });
      if (page.events.length > 0) {
        await projector.apply(page.events, db);
        events += page.events.length;
        onProgress(events);
      }
      after = page.checkpoint;
      if (page.isEnd) break;
    }
    await saveCheckpoint(db, projector.name, projector.version, after);
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { events, seconds, checkpoint: after };
}
