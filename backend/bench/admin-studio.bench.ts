import { allProjectors } from '../src/all-projectors.js';
import { replay } from '../src/platform/projection-engine/replay.js';
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
  /** Events each projector applied, summed (an event most read models follow counts once for each). */
  readonly replayApplied: number;
  readonly projectors: { projector: string; events: number; seconds: number; how: string }[];
  /** The replay's peak heap and resident memory. */
  readonly memory: { heapBytes: number; rssBytes: number };
  /** Its baseline: streaming every row of the log out with COPY. */
  readonly copySeconds: number;
}

/**
 * The admin reads' studio, seeded while no app runs, then every read model rebuilt from the log as
 * `npm run replay` does (faster than the live projectors catching up with millions of events, and
 * the figure the README gives for a replay), against a raw COPY of the same log.
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
  // The read models as the planner would know them a while after: autovacuum analyses new tables.
  await db.pool.query('VACUUM (ANALYZE)');
  return {
    seeded,
    seedSeconds,
    replaySeconds,
    replayApplied: report.rebuilt.reduce((sum, rebuilt) => sum + rebuilt.events, 0),
    projectors: report.rebuilt,
    memory: report.memory,
    copySeconds: copied.seconds,
  };
}

export function formatStudioFigures(figures: StudioFigures, members: number): string {
  const { seeded } = figures;
  const rows = [
    [
      `seed ${members.toLocaleString('en-US')} members, ${seeded.events.toLocaleString('en-US')} events`,
      `${figures.seedSeconds.toFixed(1)} s`,
    ],
    [
      `replay every read model (${figures.replayApplied.toLocaleString('en-US')} applied)`,
      `${figures.replaySeconds.toFixed(1)} s  (${Math.round(seeded.events / figures.replaySeconds).toLocaleString('en-US')} events/s)`,
    ],
    ['raw COPY of the whole log (baseline)', `${figures.copySeconds.toFixed(1)} s`],
    ['  ratio', (figures.copySeconds / figures.replaySeconds).toFixed(3)],
    [
      '  peak heap / resident memory',
      `${Math.round(figures.memory.heapBytes / 2 ** 20)} / ${Math.round(figures.memory.rssBytes / 2 ** 20)} MiB`,
    ],
    ...figures.projectors.map((p) => [
      `    ${p.projector}`,
      `switched at ${p.seconds.toFixed(1)} s  (${p.events.toLocaleString('en-US')} events, ${p.how})`,
    ]),
  ];
  return rows.map(([label, value]) => `  ${label.padEnd(52)} ${value}\n`).join('');
}
