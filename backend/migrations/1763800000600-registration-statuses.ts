import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * session_registration keeps a row for a walk-in or a status without a registration:
 * `registered` tells them apart and `registered_at` is null without one. Every existing row is a
 * registration, so the live table is altered in place (no rebuild), and its view re-created, since a
 * view's `SELECT *` is fixed when it is created.
 */
export class RegistrationStatuses1763800000600 implements MigrationInterface {
  name = 'RegistrationStatuses1763800000600';

  async up(db: QueryRunner): Promise<void> {
    const table = await liveTable(db);
    await db.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS registered boolean NOT NULL DEFAULT true`);
    await db.query(`ALTER TABLE ${table} ALTER COLUMN registered DROP DEFAULT`);
    await db.query(`ALTER TABLE ${table} ALTER COLUMN registered_at DROP NOT NULL`);
    await db.query('DROP VIEW IF EXISTS session_registration');
    await db.query(
      `CREATE VIEW session_registration AS
       SELECT session_date, user_id, registered, registered_at, attendance_status FROM ${table}`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    const table = await liveTable(db);
    await db.query('DROP VIEW IF EXISTS session_registration');
    await db.query(`DELETE FROM ${table} WHERE NOT registered`);
    await db.query(`ALTER TABLE ${table} DROP COLUMN registered`);
    await db.query(`ALTER TABLE ${table} ALTER COLUMN registered_at SET NOT NULL`);
    await db.query(`CREATE VIEW session_registration AS SELECT * FROM ${table}`);
  }
}

/** The table behind the session_registration view now (its checkpoint's version). */
export async function liveTable(db: QueryRunner): Promise<string> {
  const rows: { table_version: number }[] = await db.query(
    "SELECT table_version FROM projection_checkpoints WHERE name = 'session_registration'",
  );
  return `session_registration_v${rows[0]?.table_version ?? 1}`;
}
