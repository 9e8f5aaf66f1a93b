import type { DataSource } from 'typeorm';
import type { Projector } from '../../src/platform/projection-engine/projector.js';

/** Counts kept as running sums: a batch may leave one at zero where a rebuild in memory writes none. */
const ZERO_COUNTS: Record<string, string> = {
  admin_session_day: 'people',
  admin_roster_tally: 'attended_once_begun',
};

/**
 * Every row of the projectors' read-model tables (through their views: whichever version is live),
 * each as JSON, sorted: two dumps are equal when the read models hold the same rows.
 */
export async function dumpReadModels(
  dataSource: DataSource,
  projectors: readonly Projector[],
): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const projector of projectors) {
    for (const { name } of projector.tables) {
      const rows: { row: Record<string, unknown> }[] = await dataSource.query(
        `SELECT to_jsonb(t) AS row FROM ${name} t`,
      );
      const zero = ZERO_COUNTS[name];
      tables[name] = rows
        .filter(({ row }) => !zero || row[zero] !== 0)
        .map(({ row }) => JSON.stringify(row))
        .sort();
    }
  }
  return tables;
}
