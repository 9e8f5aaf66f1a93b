import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store/event-store.port.js';
import { positionText } from './poisoned-events.js';
import type { Projector } from './projector.js';
import { RebuildStopped, rebuildProjections } from './rebuild-projection.js';

/** Told how far the start-up's rebuild has read for each read model in it, and when it is done (metrics). */
export interface RebuildListener {
  progress(projector: string, eventsRead: number): void;
  finished(projector: string): void;
}

interface RebuildLogger {
  log(message: string, context: Record<string, unknown>): void;
  error(message: string, context: Record<string, unknown>): void;
}

/**
 * At start-up, the read models whose version a deploy raised are rebuilt together, in one pass over
 * the log, in the background: the app serves meanwhile, their readers on the previous version's
 * tables, and their runners wait for it (see ProjectionRunner). Another instance starting at the same
 * time waits for this one's rebuild locks, then finds them current and leaves them.
 */
export class VersionRebuilds {
  private pass: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly logger: RebuildLogger,
    private readonly isStopped: () => boolean,
    private readonly listener?: RebuildListener,
  ) {}

  start(outdated: readonly Projector[]): void {
    if (outdated.length === 0) return;
    this.logger.log('projector versions changed; rebuilding them in one pass', {
      projectors: outdated.map((p) => p.name),
    });
    this.pass = this.rebuild(outdated);
  }

  /** Resolves once the start-up's pass has ended, whatever it did (each runner checks its own). */
  settled(): Promise<void> {
    return this.pass;
  }

  private async rebuild(outdated: readonly Projector[]): Promise<void> {
    const names = outdated.map((p) => p.name);
    for (const name of names) this.listener?.progress(name, 0);
    try {
      const report = await rebuildProjections(outdated, this.dataSource, this.eventStore, {
        log: this.logger,
        isStopped: this.isStopped,
        onlyOutdated: true,
        onProgress: ({ eventsRead }) => {
          for (const name of names) this.listener?.progress(name, eventsRead);
        },
      });
      for (const rebuilt of report.rebuilt) {
        this.logger.log('projector rebuilt', {
          projector: rebuilt.projector,
          events: rebuilt.events,
          seconds: rebuilt.seconds,
          how: rebuilt.how,
        });
      }
      for (const failure of report.failed) {
        this.logger.error(
          'rebuild of a new projector version failed; its readers keep the previous version',
          {
            projector: failure.projector,
            error: failure.error,
            ...(failure.event && {
              eventId: failure.event.id,
              position: positionText(failure.event.position),
            }),
          },
        );
      }
    } catch (error) {
      if (error instanceof RebuildStopped) return;
      // Each runner tries its own rebuild next, and logs what stops it.
      this.logger.error('the start-up rebuild of new projector versions failed', {
        error: error instanceof Error ? error.stack : String(error),
      });
    } finally {
      for (const name of names) this.listener?.finished(name);
    }
  }
}
