import type { MigrationInterface, QueryRunner } from 'typeorm';

const READ_MODEL_TABLES = ['session_registration', 'member_summary', 'member_activity'];

/**
 * Read models in versioned tables behind views, so a rebuild fills `<name>_v<n+1>` while readers
 * and live projectors use `_v<n>`, then re-points the view in one short transaction. Also: the
 * rebuilds' own checkpoints, and the markers of events applied inline on PostgreSQL.
 */
export class VersionedReadModels1763800000300 implements MigrationInterface {
  name = 'VersionedReadModels1763800000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE projection_checkpoints ADD COLUMN table_version integer NOT NULL DEFAULT 1');
    for (const table of READ_MODEL_TABLES) {
      await db.query(`ALTER TABLE ${table} RENAME TO ${table}_v1`);
      await db.query(`CREATE VIEW ${table} AS SELECT * FROM ${table}_v1`);
    }
    // The engine names a version's secondary indexes <table>_v<n>_i<k>.
    await db.query('ALTER INDEX session_registration_user RENAME TO session_registration_v1_i1');
    await db.query(`
      CREATE TABLE projection_rebuilds (
        name text PRIMARY KEY,
        version integer NOT NULL,
        table_version integer NOT NULL,
        commit_position bigint NOT NULL DEFAULT 0,
        prepare_position bigint NOT NULL DEFAULT 0,
        started_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE projection_inline_applied (
        projector text NOT NULL,
        transaction_id xid8 NOT NULL,
        positions bigint[] NOT NULL,
        PRIMARY KEY (projector, transaction_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE projection_inline_applied');
    await db.query('DROP TABLE projection_rebuilds');
    await db.query('ALTER INDEX session_registration_v1_i1 RENAME TO session_registration_user');
    for (const table of READ_MODEL_TABLES) {
      await db.query(`DROP VIEW ${table}`);
      await db.query(`ALTER TABLE ${table}_v1 RENAME TO ${table}`);
    }
    await db.query('ALTER TABLE projection_checkpoints DROP COLUMN table_version');
  }
}
