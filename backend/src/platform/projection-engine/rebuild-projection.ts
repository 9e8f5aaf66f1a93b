import v8 from 'node:v8';
import type { DataSource } from 'typeorm';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  START,
} from '../event-store/event-store.port.js';
import type { StoredCheckpoint } from './checkpoints.js';
import { PassWriter } from './pass-writer.js';
import { describeError, isTransient } from './poisoned-events.js';
import type { Projector } from './projector.js';
import { type BuildOptions, ProjectorBuild, type RebuildFailure, RebuildStopped } from './projector-build.js';

export { type RebuildFailure, RebuildStopped };

export interface RebuildOptions {
  /** Told as the pass reads the log, and after each read model's switch. */
  readonly onProgress?: (progress: RebuildProgress) => void;
  /** Events a batch applies through a projector's `apply` (those without a fold, and catching up). */
  readonly batchSize?: number;
  /** Events a page of the log holds. */
  readonly pageSize?: number;
  /** How much work a checkpoint may leave to be done again after a kill. */
  readonly checkpointSeconds?: number;
  /** Heap the folds may fill before the largest is written out and goes on in batches. */
  readonly memoryBudgetBytes?: number;
  readonly log?: { log(message: string, context: Record<string, unknown>): void };
  /** Checked between pages and batches: a stopping app leaves the rebuild to resume from its checkpoint. */
  readonly isStopped?: () => boolean;
  /**
   * A deploy's rebuild: leave out the read models whose live tables are from this code already
   * (another instance rebuilt them while this one waited for them).
   */
  readonly onlyOutdated?: boolean;
}

export interface RebuildProgress {
  /** 0 to 1: how far the pass has read the log. */
  readonly fraction: number;
  readonly eventsRead: number;
  readonly phase: 'reading' | 'switching';
}

export interface ProjectorRebuilt {
  readonly projector: string;
  /** Events of its types it applied. */
  readonly events: number;
  /** From the start of the pass to its switch. */
  readonly seconds: number;
  /** Rows its fold wrote with COPY (0: it applied batches). */
  readonly rowsCopied: number;
  /** How it was built: folded in memory, in batches, or folded until memory ran short. */
  readonly how: 'fold' | 'batches' | 'fold, then batches';
  readonly checkpoint: StoredCheckpoint;
}

export interface RebuildReport {
  readonly rebuilt: ProjectorRebuilt[];
  /** The read models given up (their live tables stay as they were), and why. */
  readonly failed: RebuildFailure[];
  /** Left out: already from this code (onlyOutdated). */
  readonly current: string[];
  readonly seconds: number;
  /** Events the one pass read from the log. */
  readonly eventsRead: number;
  /** Seconds the pass took to read the log and write the folds out (the rest: keys, indexes, switches). */
  readonly passSeconds: number;
  /** Peaks of this process while the rebuild ran. */
  readonly memory: { readonly heapBytes: number; readonly rssBytes: number };
}

/** The share of the work reading the log stands for; the keys, indexes, catch-up and switch the rest. */
const READING_SHARE = 0.9;

/**
 * Rebuilds read models without stopping the site, reading the log once for all of them: each page
 * goes to every projector being rebuilt, which folds it in memory (those with a fold: their tables are
 * written once, with COPY, at the end) or applies it in batches. Every few seconds the pass commits
 * what it wrote with each rebuild's checkpoint and fold state, so a kill loses seconds of work. Then
 * each read model builds its indexes, catches up with the live log and switches readers over in one
 * short transaction (see ProjectorBuild). Meanwhile the live runners, inline writers and readers carry
 * on with the old tables. A read model given an event it cannot apply is given up and reported; the
 * others go on.
 */
export async function rebuildProjections(
  projectors: readonly Projector[],
  dataSource: DataSource,
  eventStore: EventStore,
  options: RebuildOptions = {},
): Promise<RebuildReport> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const memory = new MemoryPeaks();
  const buildOptions: BuildOptions = {
    batchSize: options.batchSize ?? 5000,
    log: options.log,
    isStopped: options.isStopped,
  };
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  // One rebuild of a projector at a time, across processes (the app's start-up, npm run replay),
  // taken in name order so that two passes over overlapping read models never wait in a circle.
  const ordered = [...projectors].sort((a, b) => a.name.localeCompare(b.name));
  const locked: string[] = [];
  try {
    for (const { name } of ordered) {
      const [{ free }] = await lock.query("SELECT pg_try_advisory_lock(hashtext('rebuild:' || $1)) AS free", [
        name,
      ]);
      if (!free) {
        options.log?.log('another rebuild of this projector is running; waiting for it', { projector: name });
        await lock.query("SELECT pg_advisory_lock(hashtext('rebuild:' || $1))", [name]);
      }
      locked.push(name);
    }
    const builds: ProjectorBuild[] = [];
    const current: string[] = [];
    for (const projector of projectors) {
      const build = new ProjectorBuild(projector, dataSource, eventStore, buildOptions);
      if (await build.prepare(options.onlyOutdated ?? false)) builds.push(build);
      else current.push(projector.name);
    }
    const eventsRead =
      builds.length > 0 ? await readPass(builds, dataSource, eventStore, options, memory) : 0;
    const passSeconds = seconds();
    await inParallel(builds, async (build) => {
      try {
        await build.complete(seconds);
      } catch (error) {
        if (error instanceof RebuildStopped || isTransient(error)) throw error;
        build.failure = { projector: build.name, error: describeError(error) };
      }
      memory.sample();
      options.onProgress?.({ fraction: 1, eventsRead, phase: 'switching' });
    });
    return {
      rebuilt: builds.flatMap((build) =>
        build.checkpoint && !build.failure
          ? [
              {
                projector: build.name,
                events: build.applied,
                seconds: build.switchedAt,
                rowsCopied: build.rowsCopied,
                how: build.spilled ? 'fold, then batches' : build.projector.fold ? 'fold' : 'batches',
                checkpoint: build.checkpoint,
              } as const,
            ]
          : [],
      ),
      failed: builds.flatMap((build) => (build.failure ? [build.failure] : [])),
      current,
      seconds: seconds(),
      eventsRead,
      passSeconds,
      memory: memory.peaks(),
    };
  } finally {
    for (const name of locked) {
      await lock
        .query("SELECT pg_advisory_unlock(hashtext('rebuild:' || $1))", [name])
        .catch(() => undefined);
    }
    await lock.release();
  }
}

/**
 * Reads the log once, from the earliest of the rebuilds' checkpoints to what was visible when it
 * started, and hands each page to every rebuild; commits every few seconds; at the end writes the
 * folds out. Answers how many events it read.
 */
async function readPass(
  builds: readonly ProjectorBuild[],
  dataSource: DataSource,
  eventStore: EventStore,
  options: RebuildOptions,
  memory: MemoryPeaks,
): Promise<number> {
  const from = builds.map((b) => b.position).reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
  const head = await eventStore.headPosition();
  const fraction = (at: GlobalPosition) => progressFraction(from, head, at);
  // Each event type, and the rebuilds that want it: a page is looked at once, whatever their number.
  const wanted = new Map<string, ProjectorBuild[]>();
  for (const build of builds) {
    for (const type of build.types) wanted.set(type, [...(wanted.get(type) ?? []), build]);
  }
  const types = [...wanted.keys()];
  const checkpointMs = (options.checkpointSeconds ?? 3) * 1000;
  // The folds' budget counts what the heap grew by during this pass: a process that already holds
  // much (a long test run's, an app's caches) must not make every fold spill from its first page.
  // Measured from the lowest heap seen since the pass began, as garbage collections lower it.
  let heapFloor = memory.sample();
  const budget = options.memoryBudgetBytes ?? defaultMemoryBudget(heapFloor);
  const writer = await PassWriter.open(dataSource);
  let upTo = from;
  let eventsRead = 0;
  let lastCommit = performance.now();
  let pagesSinceSpill = Number.POSITIVE_INFINITY;
  const active = () => builds.filter((b) => b.active);
  let nextCommitMs = checkpointMs;
  const commit = async (progress: number) => {
    const open = active();
    for (const build of open) await build.flush(writer);
    let snapshotMs = performance.now();
    const snapshots = open.map((build) => build.snapshot());
    snapshotMs = performance.now() - snapshotMs;
    await writer.commit(async (db) => {
      const saving = performance.now();
      for (const [i, build] of open.entries()) await build.saveCheckpoint(db, upTo, progress, snapshots[i]);
      snapshotMs += performance.now() - saving;
    });
    // Large fold states cost each checkpoint time: checkpoints then come further apart, so that
    // storing the states takes a tenth of the pass at most.
    lastCommit = performance.now();
    nextCommitMs = Math.max(checkpointMs, snapshotMs * 10);
  };
  try {
    for await (const page of eventStore.readLog({ after: from, types, pageSize: options.pageSize ?? 5000 })) {
      if (options.isStopped?.()) throw new RebuildStopped(builds.map((b) => b.name).join(', '));
      for (const event of page) {
        const wanting = wanted.get(event.type);
        if (wanting) for (const build of wanting) build.take(event);
      }
      for (const build of builds) await build.afterPage(writer);
      if (active().length === 0) break;
      upTo = page[page.length - 1].position;
      eventsRead += page.length;
      pagesSinceSpill++;
      const heap = memory.sample();
      heapFloor = Math.min(heapFloor, heap);
      if (heap - heapFloor > budget && pagesSinceSpill > 10) {
        // The largest fold is written out as it stands and goes on in batches.
        const largest = active()
          .filter((b) => b.folding)
          .sort((a, b) => b.heldRows - a.heldRows)[0];
        if (largest) {
          options.log?.log('memory budget reached; writing a fold out', {
            projector: largest.name,
            rows: largest.heldRows,
            heapBytes: memory.peaks().heapBytes,
            budgetBytes: budget,
          });
          await largest.spill(writer);
          await writer.settle();
          pagesSinceSpill = 0;
        }
      }
      if (performance.now() - lastCommit >= nextCommitMs) await commit(fraction(upTo) * READING_SHARE);
      options.onProgress?.({ fraction: fraction(upTo), eventsRead, phase: 'reading' });
    }
    await commit(READING_SHARE * 0.98);
    memory.sample();
    await writer.close();
    // The folds written out side by side, each with its checkpoint, as the server has cores for.
    await inParallel(active(), (build) => build.finishFold(upTo, READING_SHARE));
    return eventsRead;
  } finally {
    await writer.close();
  }
}

/** How many rebuilds write out or finish at once: the database's two cores, one each. */
const SIDE_BY_SIDE = 2;

/**
 * Runs `work` for each item, at most SIDE_BY_SIDE at a time. Should one fail, the others still end
 * (none is left running on its own) and then the first failure is thrown.
 */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.min(SIDE_BY_SIDE, items.length) }, async () => {
      while (next < items.length && !failed) {
        try {
          await work(items[next++]);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    }),
  );
  const failure = lanes.find((lane) => lane.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * How far `at` is between `from` and `head`, by the second part of the position: the global position
 * on PostgreSQL (a sequence, one an event), the prepare position on KurrentDB (where the event is in
 * its log). Both grow along the log.
 */
function progressFraction(from: GlobalPosition, head: GlobalPosition, at: GlobalPosition): number {
  const span = Number(head.prepare - from.prepare);
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, Number(at.prepare - from.prepare) / span));
}

/**
 * Half the heap this process has left, at most 2 GiB: what the folds may add to it before one is
 * written out.
 */
function defaultMemoryBudget(heapInUse: number): number {
  return Math.min(2 * 2 ** 30, Math.max(0, v8.getHeapStatistics().heap_size_limit - heapInUse) * 0.5);
}

/** The highest heap and resident memory seen while sampling. */
class MemoryPeaks {
  private heapBytes = 0;
  private rssBytes = 0;

  /** Samples now and answers the heap in use. */
  sample(): number {
    const { heapUsed, rss } = process.memoryUsage();
    this.heapBytes = Math.max(this.heapBytes, heapUsed);
    this.rssBytes = Math.max(this.rssBytes, rss);
    return heapUsed;
  }

  peaks() {
    return { heapBytes: this.heapBytes, rssBytes: this.rssBytes };
  }
}

export interface RebuildResult {
  readonly events: number;
  readonly seconds: number;
  /** The live checkpoint after the switch. */
  readonly checkpoint: StoredCheckpoint;
}

/** Rebuilds one read model (see rebuildProjections); throws when it could not. */
export async function rebuildProjection(
  projector: Projector,
  dataSource: DataSource,
  eventStore: EventStore,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const report = await rebuildProjections([projector], dataSource, eventStore, options);
  const [failure] = report.failed;
  if (failure) throw new RebuildFailed(failure);
  const [rebuilt] = report.rebuilt;
  return { events: rebuilt.events, seconds: report.seconds, checkpoint: rebuilt.checkpoint };
}

export class RebuildFailed extends Error {
  constructor(readonly failure: RebuildFailure) {
    super(
      `Rebuild of ${failure.projector} failed${failure.event ? ` at ${failure.event.type} ${failure.event.id}` : ''}: ${failure.error}`,
    );
    this.name = 'RebuildFailed';
  }
}

export { START };
