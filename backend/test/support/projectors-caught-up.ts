import type { EventStore, GlobalPosition } from '../../src/platform/event-store/event-store.port.js';
import { START } from '../../src/platform/event-store/event-store.port.js';
import type { ProjectionProgress } from '../../src/platform/projection-engine/projection-progress.js';
import type { Projector } from '../../src/platform/projection-engine/projector.js';
import { untilSettled } from './test-event-store.js';

/**
 * Resolves once every projector has applied all of its event types that the log holds now. Read
 * through the event store port, so it holds on either adapter: a projector's checkpoint moves with
 * the events of its own types only, so each waits for the newest of those after its checkpoint.
 */
export async function projectorsCaughtUp(
  eventStore: EventStore,
  progress: ProjectionProgress,
  projectors: readonly Projector[],
  timeoutMs = 30_000,
): Promise<void> {
  // Else a projector's pass still open could hide a just-committed event, and this would not wait for it.
  await untilSettled(eventStore);
  for (const projector of projectors) {
    const newest = await newestOfTypes(
      eventStore,
      progress.position(projector.name) ?? START,
      projector.eventTypes,
    );
    if (newest === undefined) continue;
    if (!(await progress.waitFor([projector.name], newest, timeoutMs))) {
      throw new Error(`${projector.name} did not catch up within ${timeoutMs / 1000} s`);
    }
  }
}

/** The position of the newest event of these types after `after`, undefined when there is none. */
async function newestOfTypes(
  eventStore: EventStore,
  after: GlobalPosition,
  types: readonly string[],
): Promise<GlobalPosition | undefined> {
  let newest: GlobalPosition | undefined;
  let from = after;
  for (;;) {
    const page = await eventStore.readAll({ after: from, limit: 1000, types });
    const last = page.events.at(-1);
    if (last) newest = last.position;
    if (page.isEnd) return newest;
    from = page.checkpoint;
  }
}
