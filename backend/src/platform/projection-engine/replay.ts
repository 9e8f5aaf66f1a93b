import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store/event-store.port.js';
import type { Projector } from './projector.js';
import {
  type RebuildOptions,
  type RebuildProgress,
  type RebuildReport,
  rebuildProjections,
} from './rebuild-projection.js';

export interface ReplayProgress {
  /** The read models about to be rebuilt. */
  start(readModels: readonly string[]): void;
  update(progress: RebuildProgress): void;
  stop(): void;
}

/**
 * Rebuilds the named read models (all when none are named) from the beginning of the log, in one
 * pass over it, each into new tables that replace the live ones when complete (see
 * rebuildProjections). A read model given an event it cannot apply is reported in `failed`; the
 * others are rebuilt all the same.
 */
export async function replay(options: {
  projectors: readonly Projector[];
  only: readonly string[];
  dataSource: DataSource;
  eventStore: EventStore;
  progress: ReplayProgress;
  log?: RebuildOptions['log'];
  /** For the bench and the tests; the defaults otherwise. */
  tuning?: Pick<RebuildOptions, 'memoryBudgetBytes' | 'checkpointSeconds' | 'pageSize' | 'batchSize'>;
}): Promise<RebuildReport> {
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
  options.progress.start(selected.map((p) => p.name));
  try {
    return await rebuildProjections(selected, options.dataSource, options.eventStore, {
      ...options.tuning,
      onProgress: (progress) => options.progress.update(progress),
      log: options.log,
    });
  } finally {
    options.progress.stop();
  }
}

export class UnknownProjector extends Error {
  constructor(unknown: readonly string[], known: readonly string[]) {
    super(`Unknown projector ${unknown.join(', ')}. Known: ${known.join(', ')}`);
    this.name = 'UnknownProjector';
  }
}
