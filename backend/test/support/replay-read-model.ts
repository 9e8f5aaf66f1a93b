import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { allProjectors } from '../../src/all-projectors.js';
import type { EventStore } from '../../src/platform/event-store/event-store.port.js';
import type { RebuildReport } from '../../src/platform/projection-engine/rebuild-projection.js';
import { replay } from '../../src/platform/projection-engine/replay.js';
import type { TestApp } from './test-app.js';

const quietly = { start: () => {}, update: () => {}, stop: () => {} };

/**
 * Rebuilds one read model of the test app from its event log, as `npm run replay` does, quietly;
 * throws when it could not (replay itself reports that and goes on with the others).
 */
export async function replayReadModel(app: TestApp, readModel: string): Promise<RebuildReport> {
  const report = await replay({
    projectors: allProjectors,
    only: [readModel],
    dataSource: app.db.dataSource,
    eventStore: app.runtime.eventStore,
    progress: quietly,
  });
  if (report.failed.length > 0)
    throw new Error(`replay of ${readModel} failed: ${JSON.stringify(report.failed)}`);
  return report;
}

/**
 * Rebuilds every read model in this database from this event store's log, as `npm run replay` does,
 * quietly; throws when one could not be.
 */
export async function replayAllReadModels(
  dataSource: DataSource,
  eventStore: EventStore,
): Promise<RebuildReport> {
  const report = await replay({
    projectors: allProjectors,
    only: [],
    dataSource,
    eventStore,
    progress: quietly,
  });
  if (report.failed.length > 0) throw new Error(`replay failed: ${JSON.stringify(report.failed)}`);
  return report;
}

/**
 * Counters whose zero rows mean what no row means: live, a count that went back to 0 keeps its row; a
 * rebuild that nets a batch's changes never writes it (cancel-session.spec and attendance-count.spec
 * compare them the same way).
 */
const ZERO_MEANS_NONE: Record<string, string> = {
  admin_roster_tally: 'attended_once_begun <> 0',
  admin_session_day: 'people <> 0',
};

/** Every read model's rows, per table, each row as text, sorted: what a rebuild must equal. */
export async function readModelRows(pool: Pool): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const { name } of allProjectors.flatMap((projector) => projector.tables)) {
    const where = ZERO_MEANS_NONE[name] ? `WHERE ${ZERO_MEANS_NONE[name]}` : '';
    const { rows: found } = await pool.query(`SELECT t::text AS row FROM ${name} t ${where} ORDER BY 1`);
    rows[name] = found.map((row: { row: string }) => row.row);
  }
  return rows;
}
