import type { DataSource, QueryRunner } from 'typeorm';
import type { EventStore, Subscription } from '../event-store/event-store.port.js';
import { lockCheckpoint, type StoredCheckpoint, samePosition, saveCheckpoint } from './checkpoints.js';
import { ensureReadModel } from './ensure-read-model.js';
import { appliedAmong, forgetMarkersBefore, positionKey } from './inline-markers.js';
import type { ProjectionProgress } from './projection-progress.js';
import { type Projector, versionOf } from './projector.js';
import { projectionTarget } from './read-model-tables.js';
import { RebuildStopped, rebuildProjection } from './rebuild-projection.js';

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
  /** Told how far a rebuild at start-up (a new version of the projector) has got, and when it is done. */
  readonly rebuilds?: RebuildListener;
}

export interface RebuildListener {
  progress(projector: string, eventsApplied: number): void;
  finished(projector: string): void;
}

/** A rebuild switched the tables under us: resume from where it left them. */
class CheckpointMoved extends Error {}

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
        this.logger.error('projector failed; retrying', { projector: name, error: describe(error) });
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
            await this.projector.apply(pending, projectionTarget(db, this.projector, stored.tableVersion));
          }
          await saveCheckpoint(db, name, version, next);
          if (markers) await forgetMarkersBefore(db, name, next);
        });
        checkpoint = { ...checkpoint, position: next };
        this.progress.advance(name, next);
      },
    );
    try {
      await this.subscription.done;
    } finally {
      this.subscription = undefined;
    }
  }

  /** The stored checkpoint; when the projector's version changed, rebuilds it first. */
  private async startingPoint(): Promise<StoredCheckpoint> {
    const { name, versions } = this.projector;
    const version = versionOf(this.projector);
    const stored = await ensureReadModel(this.dataSource, this.projector);
    if (stored.version === version) return stored;
    this.logger.log('projector version changed; rebuilding', {
      projector: name,
      from: stored.version,
      to: version,
      // What the versions since the stored one brought (none when the code went back to an older one).
      why: versions.slice(stored.version),
    });
    const rebuilds = this.options.rebuilds;
    rebuilds?.progress(name, 0);
    const rebuilt = await rebuildProjection(this.projector, this.dataSource, this.eventStore, {
      log: this.logger,
      isStopped: () => this.stopped,
      onProgress: (applied) => rebuilds?.progress(name, applied),
    }).finally(() => rebuilds?.finished(name));
    this.logger.log('projector rebuilt', {
      projector: name,
      events: rebuilt.events,
      seconds: rebuilt.seconds,
    });
    return rebuilt.checkpoint;
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

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
