import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store/event-store.port.js';
import type { Projector } from './projector.js';
import { rebuildProjection } from './rebuild-projection.js';

export interface ReplayReport {
  readonly projector: string;
  readonly events: number;
  readonly seconds: number;
}

export interface ReplayProgress {
  start(projector: string, total: number | undefined): void;
  update(eventsApplied: number): void;
  stop(): void;
}

/**
 * Rebuilds the named projectors (all when none are named) from position zero, one after another,
 * each into new tables that replace the live ones when complete (see rebuildProjection).
 */
export async function replay(options: {
  projectors: readonly Projector[];
  only: readonly string[];
  dataSource: DataSource;
  eventStore: EventStore & { countEvents?(types: readonly string[]): Promise<number> };
  progress: ReplayProgress;
  log?: { log(message: string, context: Record<string, unknown>): void };
}): Promise<ReplayReport[]> {
  const unknown = options.only.filter((name) => !options.projectors.some((p) => p.name === name));
  if (unknown.length > 0) {
    throw new UnknownProjector(
      unknown,
      options.projectors.map((p) => p.name),
    );
  }
  const selected =
    options.only.length === 0
      ? options.projectors
      : options.projectors.filter((p) => options.only.includes(p.name));
  const reports: ReplayReport[] = [];
  for (const projector of selected) {
    const total = await options.eventStore.countEvents?.(projector.eventTypes);
    options.progress.start(projector.name, total);
    try {
      const result = await rebuildProjection(projector, options.dataSource, options.eventStore, {
        onProgress: (n) => options.progress.update(n),
        log: options.log,
      });
      reports.push({ projector: projector.name, events: result.events, seconds: result.seconds });
    } finally {
      options.progress.stop();
    }
  }
  return reports;
}

export class UnknownProjector extends Error {
  constructor(unknown: readonly string[], known: readonly string[]) {
    super(`Unknown projector ${unknown.join(', ')}. Known: ${known.join(', ')}`);
    this.name = 'UnknownProjector';
  }
}
