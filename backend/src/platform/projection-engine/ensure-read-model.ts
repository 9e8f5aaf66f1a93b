import type { DataSource } from 'typeorm';
import { lockCheckpoint, type StoredCheckpoint } from './checkpoints.js';
import { type Projector, versionOf } from './projector.js';
import { ensureTables } from './read-model-tables.js';

/**
 * A projector's checkpoint row and current tables exist (a new read model gets them on first start);
 * answers its checkpoint, whose version is older than the code's after a deploy that raised it.
 */
export function ensureReadModel(dataSource: DataSource, projector: Projector): Promise<StoredCheckpoint> {
  return dataSource.transaction(async (db) => {
    const checkpoint = await lockCheckpoint(db, projector.name, versionOf(projector));
    await ensureTables(db, projector, checkpoint.tableVersion, checkpoint.version !== versionOf(projector));
    return checkpoint;
  });
}
