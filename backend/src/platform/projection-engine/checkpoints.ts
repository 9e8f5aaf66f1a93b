import type { EntityManager } from 'typeorm';
import { comparePositions, type GlobalPosition, START } from '../event-store/event-store.port.js';
import { type PoisonedEvent, positionText } from './poisoned-events.js';

/**
 * How far a projector's live tables reflect the log. `version` is the projector code that built
 * them, `tableVersion` which `<table>_v<n>` they are. Every event up to `position` is applied to
 * them; on PostgreSQL an inline projector's tables may also hold later events, the ones its inline
 * markers list (see inline-markers.ts).
 */
export interface StoredCheckpoint {
  readonly version: number;
  readonly tableVersion: number;
  readonly position: GlobalPosition;
}

interface CheckpointRow {
  version: number;
  table_version: number;
  commit_position: string;
  prepare_position: string;
}

const COLUMNS = 'version, table_version, commit_position::text, prepare_position::text';

const toCheckpoint = (row: CheckpointRow): StoredCheckpoint => ({
  version: row.version,
  tableVersion: row.table_version,
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
});

/**
 * Locks a projector's checkpoint row for the rest of the transaction, creating it at START when new.
 * Everything that moves a projector's live tables takes this lock first (the live runner's batches
 * and a rebuild's switch), so they never interleave.
 */
export async function lockCheckpoint(
  db: EntityManager,
  name: string,
  version: number,
): Promise<StoredCheckpoint> {
  const select = `SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = $1 FOR UPDATE`;
  // The row exists but for a projector's very first batch: insert only then (one round trip a batch).
  let rows: CheckpointRow[] = await db.query(select, [name]);
  if (rows.length === 0) {
    await db.query(
      'INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [name, version],
    );
    rows = await db.query(select, [name]);
  }
  return toCheckpoint(rows[0]);
}

/** The columns that say a projector stopped at an event it could not apply (see recordFailure). */
const NO_FAILURE = `failed_since = NULL, failed_position = NULL, failed_event_id = NULL,
  failed_event_type = NULL, failed_stream_id = NULL, failed_error = NULL`;

/**
 * The live tables reflect the log up to `position`. A projector that moves on is no longer stopped,
 * unless it moved up to the event it stopped at (`stopped`).
 */
export async function saveCheckpoint(
  db: EntityManager,
  name: string,
  version: number,
  position: GlobalPosition,
  stopped = false,
): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints SET version = $2, commit_position = $3, prepare_position = $4, updated_at = now()
       ${stopped ? '' : `, ${NO_FAILURE}`}
     WHERE name = $1`,
    [name, version, String(position.commit), String(position.prepare)],
  );
}

/**
 * The projector stopped at an event it cannot apply. Since when is kept while the same event keeps
 * failing (each retry, each instance), so the owner reads when the statistics fell behind.
 */
export async function recordFailure(db: EntityManager, poisoned: PoisonedEvent): Promise<void> {
  const { event } = poisoned;
  await db.query(
    `UPDATE projection_checkpoints
     SET failed_since = CASE WHEN failed_event_id = $3 THEN failed_since ELSE now() END,
         failed_position = $2, failed_event_id = $3, failed_event_type = $4, failed_stream_id = $5,
         failed_error = $6
     WHERE name = $1`,
    [poisoned.projector, positionText(event.position), event.id, event.type, event.streamId, poisoned.error],
  );
}

/** A rebuild's switch: when, how long it took and how many events it applied, for the owner's panel. */
export async function recordRebuilt(
  db: EntityManager,
  name: string,
  rebuilt: { seconds: number; events: number },
): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints SET rebuilt_at = now(), rebuild_seconds = $2, rebuild_events = $3, ${NO_FAILURE}
     WHERE name = $1`,
    [name, rebuilt.seconds, rebuilt.events],
  );
}

/** A rebuild's switch: the live tables are now another version, built by this code, up to `position`. */
export async function switchCheckpoint(
  db: EntityManager,
  name: string,
  checkpoint: StoredCheckpoint,
): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints
     SET version = $2, table_version = $3, commit_position = $4, prepare_position = $5, updated_at = now()
     WHERE name = $1`,
    [
      name,
      checkpoint.version,
      checkpoint.tableVersion,
      String(checkpoint.position.commit),
      String(checkpoint.position.prepare),
    ],
  );
}

export async function readCheckpoints(db: EntityManager): Promise<Map<string, StoredCheckpoint>> {
  const rows: (CheckpointRow & { name: string })[] = await db.query(
    `SELECT name, ${COLUMNS} FROM projection_checkpoints`,
  );
  return new Map(rows.map((row) => [row.name, toCheckpoint(row)]));
}

export function samePosition(a: GlobalPosition, b: GlobalPosition): boolean {
  return comparePositions(a, b) === 0;
}

export { START };
