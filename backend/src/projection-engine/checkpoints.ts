import type { EntityManager } from 'typeorm';
import { comparePositions, type GlobalPosition, START } from '../event-store/event-store.port.js';

export interface StoredCheckpoint {
  readonly version: number;
  readonly position: GlobalPosition;
}

interface CheckpointRow {
  version: number;
  commit_position: string;
  prepare_position: string;
}

const toCheckpoint = (row: CheckpointRow): StoredCheckpoint => ({
  version: row.version,
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
});

/**
 * Locks a projector's checkpoint row for the rest of the transaction, creating it at START when new.
 * Everything that writes a read model takes this lock first, so the live runner and a replay
 * never interleave, and never deadlock on the read model's rows.
 */
export async function lockCheckpoint(
  db: EntityManager,
  name: string,
  version: number,
): Promise<StoredCheckpoint> {
  await db.query(
    'INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, version],
  );
  const rows: CheckpointRow[] = await db.query(
    'SELECT version, commit_position::text, prepare_position::text FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
    [name],
  );
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

export async function readCheckpoints(db: EntityManager): Promise<Map<string, StoredCheckpoint>> {
  const rows: (CheckpointRow & { name: string })[] = await db.query(
    'SELECT name, version, commit_position::text, prepare_position::text FROM projection_checkpoints',
  );
  return new Map(rows.map((row) => [row.name, toCheckpoint(row)]));
}

export function samePosition(a: GlobalPosition, b: GlobalPosition): boolean {
  return comparePositions(a, b) === 0;
}

export { START };
