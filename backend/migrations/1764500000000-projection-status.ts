import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the owner and the operator are told about the read models, kept where every process sees it:
 * a projector stopped by an event it cannot apply (since when, at which event, why), the last rebuild
 * of each read model, and how far a rebuild under way has come. A rebuild's in-memory fold is kept
 * with its checkpoint (`fold_state`, `folding`), so a rebuild killed mid-way resumes where it was.
 */
export class ProjectionStatus1764500000000 implements MigrationInterface {
  name = 'ProjectionStatus1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE projection_checkpoints
      ADD COLUMN failed_since timestamptz,
      ADD COLUMN failed_position text,
      ADD COLUMN failed_event_id text,
      ADD COLUMN failed_event_type text,
      ADD COLUMN failed_stream_id text,
      ADD COLUMN failed_error text,
      ADD COLUMN rebuilt_at timestamptz,
      ADD COLUMN rebuild_seconds double precision,
      ADD COLUMN rebuild_events bigint`);
    await db.query(`ALTER TABLE projection_rebuilds
      ADD COLUMN progress real NOT NULL DEFAULT 0,
      ADD COLUMN events_applied bigint NOT NULL DEFAULT 0,
      ADD COLUMN folding boolean NOT NULL DEFAULT false,
      ADD COLUMN fold_state bytea`);
    // Megabytes rewritten every few seconds of a rebuild: stored as they are, not compressed each time.
    await db.query('ALTER TABLE projection_rebuilds ALTER COLUMN fold_state SET STORAGE EXTERNAL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE projection_rebuilds
      DROP COLUMN progress, DROP COLUMN events_applied, DROP COLUMN folding, DROP COLUMN fold_state`);
    await db.query(`ALTER TABLE projection_checkpoints
      DROP COLUMN failed_since, DROP COLUMN failed_position, DROP COLUMN failed_event_id,
      DROP COLUMN failed_event_type, DROP COLUMN failed_stream_id, DROP COLUMN failed_error,
      DROP COLUMN rebuilt_at, DROP COLUMN rebuild_seconds, DROP COLUMN rebuild_events`);
  }
}
