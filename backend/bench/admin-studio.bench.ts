import { allProjectors } from '../src/all-projectors.js';
import { rebuildProjection } from '../src/platform/projection-engine/rebuild-projection.js';
import { replay } from '../src/platform/projection-engine/replay.js';
import { memberSummaryProjector } from '../src/projections/member-summary/member-summary.projector.js';
import type { startBenchDatabase } from './bench-database.js';
import { copyAll } from './replay.bench.js';
import { type SeededStudio, seedAdminData } from './seed-admin-data.js';

type BenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>>;

export interface StudioFigures {
  readonly seeded: SeededStudio;
  /** Seeding the users and appending their events, then vacuuming the log as autovacuum would. */
  readonly seedSeconds: number;
  /** `npm run replay`'s rebuild of every read model from the whole log, in one pass over it. */
  readonly replaySeconds: number;
  /** Of which the pass over the log (reading, folding, writing the folds out). */
  readonly passSeconds: number;
  /** Events each projector applied, summed (an event most read models follow counts once for each). */
  readonly replayApplied: number;
  readonly projectors: { projector: string; events: number; seconds: number; how: string }[];
  /** The replay's peak heap and resident memory. */
  readonly memory: { heapBytes: number; rssBytes: number };
  /** Its baseline: streaming every row of the log out with COPY. */
  readonly copySeconds: number;
  /** The largest read model alone against a raw COPY of its events. */
  readonly single: { projector: string; events: number; seconds: number; copySeconds: number };
}

/** Issue 36's aim: a rebuild at 0.3 of a raw COPY of what it reads, or better. */
const REPLAY_AIM = 0.3;

/**
 * The admin reads' studio, seeded while no app runs, then every read model rebuilt from the log as
 * `npm run replay` does (one pass over it), against a raw COPY of the same log; then the largest read
 * model, member_summary, rebuilt alone against a raw COPY of its events.
 */
export async function seedStudio(db: BenchDatabase, members: number, today: string): Promise<StudioFigures> {
  const seedStarted = performance.now();
  const seeded = await seedAdminData(db.dataSource, db.eventStore, { members, today });
  await db.pool.query('VACUUM (ANALYZE) events');
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const copied = await copyAll(db);
  const replayStarted = performance.now();
  const report = await replay({
    projectors: allProjectors,
    only: [],
    dataSource: db.dataSource,
    eventStore: db.eventStore,
    progress: { start() {}, update() {}, stop() {} },
  });
  const replaySeconds = (performance.now() - replayStarted) / 1000;
  if (report.failed.length > 0) throw new Error(`replay failed: ${JSON.stringify(report.failed)}`);
  const singleCopy = await copyAll(db, memberSummaryProjector.eventTypes);
  const singleStarted = performance.now();
  const single = await rebuildProjection(memberSummaryProjector, db.dataSource, db.eventStore);
  const singleSeconds = (performance.now() - singleStarted) / 1000;
  // The read models as the planner would know them a while after: autovacuum analyses new tables.
  await db.pool.query('VACUUM (ANALYZE)');
  return {
    seeded,
    seedSeconds,
    replaySeconds,
    passSeconds: report.passSeconds,
    replayApplied: report.rebuilt.reduce((sum, rebuilt) => sum + rebuilt.events, 0),
    projectors: report.rebuilt,
    memory: report.memory,
    copySeconds: copied.seconds,
    single: {
      projector: memberSummaryProjector.name,
      events: single.events,
      seconds: singleSeconds,
      copySeconds: singleCopy.seconds,
    },
  };
}

export function formatStudioFigures(figures: StudioFigures, members: number): string {
  const { seeded, single } = figures;
  const aim = (ratio: number) =>
    `${ratio.toFixed(3)}; aim ${REPLAY_AIM}: ${ratio >= REPLAY_AIM ? 'met' : 'NOT met'}`;
  const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
  const rows = [
    [
      `seed ${members.toLocaleString('en-US')} members, ${seeded.events.toLocaleString('en-US')} events`,
      `${figures.seedSeconds.toFixed(1)} s`,
    ],
    [
      `replay every read model, one pass (${figures.replayApplied.toLocaleString('en-US')} applied)`,
      `${figures.replaySeconds.toFixed(1)} s  (${Math.round(seeded.events / figures.replaySeconds).toLocaleString('en-US')} events/s; the pass ${figures.passSeconds.toFixed(1)} s)`,
    ],
    ['raw COPY of the whole log (baseline)', `${figures.copySeconds.toFixed(1)} s`],
    ['  ratio', aim(figures.copySeconds / figures.replaySeconds)],
    [
      '  peak heap / resident memory',
      `${mib(figures.memory.heapBytes)} / ${mib(figures.memory.rssBytes)} MiB`,
    ],
    ...figures.projectors.map((p) => [
      `    ${p.projector}`,
      `${p.events.toLocaleString('en-US')} events (${p.how}), switched at ${p.seconds.toFixed(1)} s`,
    ]),
    [
      `replay ${single.projector} alone (${single.events.toLocaleString('en-US')} events)`,
      `${single.seconds.toFixed(1)} s`,
    ],
    ['raw COPY of its events (baseline)', `${single.copySeconds.toFixed(1)} s`],
    ['  ratio', aim(single.copySeconds / single.seconds)],
  ];
  return rows.map(([label, value]) => `  ${label.padEnd(58)} ${value}\n`).join('');
}
