import type { EntityManager } from 'typeorm';
import { comparePositions, type GlobalPosition, START } from '../event-store/event-store.port.js';

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

export async function saveCheckpoint(
  db: EntityManager,
  name: string,
  version: number,
  position: GlobalPosition,
): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints SET version = $2, commit_position = $3, prepare_position = $4, updated_at = now()
     WHERE name = $1`,
    [name, version, String(position.commit), String(position.prepare)],
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
