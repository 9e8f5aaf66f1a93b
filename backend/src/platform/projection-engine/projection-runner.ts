import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  type Subscription,
} from '../event-store/event-store.port.js';
import {
  lockCheckpoint,
  recordFailure,
  type StoredCheckpoint,
  samePosition,
  saveCheckpoint,
} from './checkpoints.js';
import { ensureReadModel } from './ensure-read-model.js';
import { appliedAmong, forgetMarkersBefore, positionKey } from './inline-markers.js';
import {
  describeError,
  firstFailing,
  inSavepoint,
  isTransient,
  type PoisonedEvent,
  poisonedEvent,
  positionText,
} from './poisoned-events.js';
import type { ProjectionProgress } from './projection-progress.js';
import { type ProjectionTarget, type Projector, versionOf } from './projector.js';
import { projectionTarget } from './read-model-tables.js';
import {
  RebuildFailed,
  type RebuildFailure,
  RebuildStopped,
  rebuildProjections,
} from './rebuild-projection.js';
import type { RebuildListener, VersionRebuilds } from './version-rebuilds.js';

export interface RunnerLogger {
  log(message: string, context: Record<string, unknown>): void;
  error(message: string, context: Record<string, unknown>): void;
}

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  /** How often a standby instance tries to take over the projector's lock. */
  readonly lockRetryMs?: number;
  /** Pause before resuming after a failure. */
  readonly retryDelayMs?: number;
  /** Pause before trying again an event the projector could not apply (new code may have come). */
  readonly stoppedRetryMs?: number;
  /** The start-up's rebuild of the read models a deploy raised, which this runner waits for. */
  readonly versionRebuilds?: VersionRebuilds;
  /** Told how far this runner's own rebuild (when the start-up's pass did not switch it) has read. */
  readonly rebuilds?: RebuildListener;
}

/** A rebuild switched the tables under us: resume from where it left them. */
class CheckpointMoved extends Error {}

/** The projector stopped at an event it cannot apply; the others go on. */
class ProjectorStopped extends Error {
  constructor(readonly poisoned: PoisonedEvent) {
    super(`${poisoned.projector} stopped at event ${poisoned.event.id}: ${poisoned.error}`);
  }
}

/**
 * Runs one projector: holds its advisory lock so only one instance applies it, follows the event
 * store from the stored checkpoint, and applies each batch in the transaction that moves the checkpoint.
 * An inline projector that its writers apply in their transactions (the PostgreSQL write path) was
 * applied already: the runner then applies only the events no marker lists (a writer that bypassed
 * inline projection) and moves the checkpoint.
 */
export class ProjectionRunner {
  private stopped = false;
  private subscription?: Subscription;
  private wakeFromSleep?: () => void;
  private loop?: Promise<void>;

  constructor(
    private readonly projector: Projector,
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly progress: ProjectionProgress,
    private readonly logger: RunnerLogger,
    private readonly options: ProjectionRunnerOptions = {},
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeFromSleep?.();
    await this.subscription?.stop();
    await this.loop;
  }

  private async run(): Promise<void> {
    const name = this.projector.name;
    while (!this.stopped) {
      let lockConnection: QueryRunner | undefined;
      try {
        lockConnection = this.dataSource.createQueryRunner();
        await lockConnection.connect();
        const [{ locked }] = await lockConnection.query(
          "SELECT pg_try_advisory_lock(hashtext('projector:' || $1)) AS locked",
          [name],
        );
        if (!locked) {
          await this.sleep(this.options.lockRetryMs ?? 2000);
          continue;
        }
        await this.followWhileLocked();
      } catch (error) {
        if (error instanceof RebuildStopped) continue;
        if (error instanceof CheckpointMoved) {
          this.logger.log('checkpoint moved by a rebuild; resuming', { projector: name });
          continue;
        }
        if (error instanceof ProjectorStopped) {
          await this.sleep(this.options.stoppedRetryMs ?? 5 * 60_000);
          continue;
        }
        if (error instanceof RebuildFailed) {
          await this.rebuildFailed(error.failure);
          await this.sleep(this.options.stoppedRetryMs ?? 5 * 60_000);
          continue;
        }
        this.logger.error('projector failed; retrying', { projector: name, error: describeError(error) });
        await this.sleep(this.options.retryDelayMs ?? 1000);
      } finally {
        // Ending the session releases the advisory lock too; unlock first so a standby takes over at once.
        await lockConnection
          ?.query("SELECT pg_advisory_unlock(hashtext('projector:' || $1))", [name])
          .catch(() => undefined);
        await lockConnection?.release().catch(() => undefined);
      }
    }
  }

  private async followWhileLocked(): Promise<void> {
    const { name, eventTypes } = this.projector;
    const version = versionOf(this.projector);
    let checkpoint = await this.startingPoint();
    this.progress.advance(name, checkpoint.position);
    if (this.stopped) return;
    // Writers apply an inline projector in their own transactions where the log is written in them.
    const markers =
      this.projector.inline === true && this.eventStore.writePath.logInTransaction !== undefined;
    this.subscription = this.eventStore.subscribe(
      {
        after: checkpoint.position,
        types: eventTypes,
        batchSize: this.options.batchSize ?? 500,
        // Writers applied an inline projector already: its runner only sweeps up after bypassing
        // appends, so it reads lazily; an asynchronous one gathers a burst of commits into one read,
        // and under a steady stream of them reads a few times a second rather than after every commit.
        coalesceMs: markers ? 1000 : 20,
        busyCoalesceMs: markers ? 1000 : 100,
      },
      async (events, next) => {
        let stoppedAt: PoisonedEvent | undefined;
        let upTo = next;
        await this.dataSource.transaction(async (db) => {
          const stored = await lockCheckpoint(db, name, version);
          if (
            !samePosition(stored.position, checkpoint.position) ||
            stored.tableVersion !== checkpoint.tableVersion ||
            stored.version !== version
          ) {
            throw new CheckpointMoved();
          }
          let pending = events;
          if (markers) {
            const applied = await appliedAmong(db, name, events);
            pending = events.filter((e) => !applied.has(positionKey(e.position)));
            if (pending.length > 0) {
              this.logger.log('applying events appended without their inline projection', {
                projector: name,
                events: pending.length,
              });
            }
          }
          if (pending.length > 0) {
            const target = projectionTarget(db, this.projector, stored.tableVersion);
            stoppedAt = await this.applyOrStop(db, pending, target);
            // Up to the event before it: the next try starts at that event again.
            if (stoppedAt) upTo = positionBefore(events, stoppedAt.event.position, checkpoint.position);
          }
          await saveCheckpoint(db, name, version, upTo, stoppedAt !== undefined);
          if (markers) await forgetMarkersBefore(db, name, upTo);
        });
        checkpoint = { ...checkpoint, position: upTo };
        this.progress.advance(name, upTo);
        if (stoppedAt) {
          await this.dataSource.transaction((db) => recordFailure(db, stoppedAt as PoisonedEvent));
          this.logger.error('projector stopped: an event it cannot apply; the other read models go on', {
            projector: name,
            position: positionText(stoppedAt.event.position),
            eventId: stoppedAt.event.id,
            eventType: stoppedAt.event.type,
            streamId: stoppedAt.event.streamId,
            error: stoppedAt.error,
          });
          throw new ProjectorStopped(stoppedAt);
        }
      },
    );
    try {
      await this.subscription.done;
    } finally {
      this.subscription = undefined;
    }
  }

  /**
   * Applies a batch. Should it fail for a reason of its own (not a lost connection), finds the first
   * event the projector cannot apply, applies those before it, and answers that event.
   */
  private async applyOrStop(
    db: EntityManager,
    events: readonly RecordedEvent[],
    target: ProjectionTarget,
  ): Promise<PoisonedEvent | undefined> {
    try {
      await inSavepoint(db, 'projector_batch', () => this.projector.apply(events, target));
      return undefined;
    } catch (error) {
      if (isTransient(error)) throw error;
      const found = await firstFailing(events, (part) =>
        inSavepoint(db, 'projector_probe', () => this.projector.apply(part, target)),
      );
      // Every part applied on its own (the batch failed only as a whole): it goes on.
      return found && poisonedEvent(this.projector.name, found.event, found.error);
    }
  }

  /**
   * The stored checkpoint; when the projector's version changed, after its rebuild: the start-up's
   * one pass over every read model a deploy raised (VersionRebuilds), or one of its own should that
   * not have switched it (another instance's pass, or one that failed).
   */
  private async startingPoint(): Promise<StoredCheckpoint> {
    const { name, versions } = this.projector;
    const version = versionOf(this.projector);
    let stored = await ensureReadModel(this.dataSource, this.projector);
    if (stored.version === version) return stored;
    await this.options.versionRebuilds?.settled();
    stored = await ensureReadModel(this.dataSource, this.projector);
    if (stored.version === version) return stored;
    this.logger.log('projector version changed; rebuilding', {
      projector: name,
      from: stored.version,
      to: version,
      // What the versions since the stored one brought (none when the code went back to an older one).
      why: versions.slice(stored.version),
    });
    const listener = this.options.rebuilds;
    listener?.progress(name, 0);
    const report = await rebuildProjections([this.projector], this.dataSource, this.eventStore, {
      log: this.logger,
      isStopped: () => this.stopped,
      onlyOutdated: true,
      onProgress: ({ eventsRead }) => listener?.progress(name, eventsRead),
    }).finally(() => listener?.finished(name));
    const [failure] = report.failed;
    if (failure) throw new RebuildFailed(failure);
    const [rebuilt] = report.rebuilt;
    if (rebuilt) {
      this.logger.log('projector rebuilt', {
        projector: name,
        events: rebuilt.events,
        seconds: report.seconds,
      });
      return rebuilt.checkpoint;
    }
    return ensureReadModel(this.dataSource, this.projector);
  }

  /** Its version's rebuild met an event it cannot apply: the live tables stay the previous version's. */
  private async rebuildFailed(failure: RebuildFailure): Promise<void> {
    const context = {
      projector: failure.projector,
      error: failure.error,
      ...(failure.event && {
        position: positionText(failure.event.position),
        eventId: failure.event.id,
        eventType: failure.event.type,
        streamId: failure.event.streamId,
      }),
    };
    this.logger.error(
      'rebuild of a new projector version failed; its readers keep the previous version',
      context,
    );
    const { event } = failure;
    if (event) await this.dataSource.transaction((db) => recordFailure(db, { ...failure, event }));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeFromSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** The position of the last of `events` before `position`; `otherwise` when there is none. */
function positionBefore(
  events: readonly RecordedEvent[],
  position: GlobalPosition,
  otherwise: GlobalPosition,
): GlobalPosition {
  let before = otherwise;
  for (const event of events) {
    if (comparePositions(event.position, position) >= 0) break;
    before = event.position;
  }
  return before;
}
