import type { EntityManager } from 'typeorm';
import type { EventStore } from '../event-store/event-store.port.js';
import { readCheckpoints } from '../projection-engine/checkpoints.js';
import { type Projector, versionOf } from '../projection-engine/projector.js';

/** Lag is counted up to this many events; past it a projector is reported as this far behind. */
export const LAG_COUNT_LIMIT = 1000;

export interface ProjectorLag {
  readonly projector: string;
  readonly inline: boolean;
  /** The projector's code version, and the version its live tables were built by (null: not yet). */
  readonly version: number;
  readonly tablesVersion: number | null;
  /** Events of its types after its checkpoint (at most LAG_COUNT_LIMIT). */
  readonly events: number;
  /** Age of the oldest of them: how long the read model has been behind (0 when it is not). */
  readonly seconds: number;
  /** Stopped at an event it could not apply (it tries it again now and then; see recordFailure). */
  readonly stopped: boolean;
}

/**
 * How far each projector's checkpoint is behind the head of the log, in events and in seconds. Read
 * from the checkpoints table and the event store alone, so it sees the projectors of every instance.
 * On PostgreSQL an inline projector's tables already hold the events its writers applied in their
 * transactions; its checkpoint follows them within about a second (its runner sweeps lazily).
 *
 * Kept apart so that a projection status service (rebuild progress, failed projectors) can take its
 * place as the source of these figures.
 */
export async function projectorLag(
  db: EntityManager,
  eventStore: EventStore,
  projectors: readonly Projector[],
  now: Date = new Date(),
): Promise<ProjectorLag[]> {
  const checkpoints = await readCheckpoints(db);
  const stopped: { name: string }[] = await db.query(
    'SELECT name FROM projection_checkpoints WHERE failed_since IS NOT NULL',
  );
  const stoppedNames = new Set(stopped.map((row) => row.name));
  return Promise.all(
    projectors.map(async (projector) => {
      const checkpoint = checkpoints.get(projector.name);
      const pending = await eventStore.readAll({
        after: checkpoint?.position ?? { commit: 0n, prepare: 0n },
        limit: LAG_COUNT_LIMIT,
        types: projector.eventTypes,
      });
      const oldest = pending.events[0]?.createdAt;
      return {
        projector: projector.name,
        inline: projector.inline === true,
        version: versionOf(projector),
        tablesVersion: checkpoint?.version ?? null,
        events: pending.events.length,
        seconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
        stopped: stoppedNames.has(projector.name),
      };
    }),
  );
}
