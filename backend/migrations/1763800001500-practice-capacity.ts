import type { MigrationInterface, QueryRunner } from 'typeorm';
import { liveTable } from './1763800000600-registration-statuses.js';

/**
 * Each weekly practice's capacity (places per session), as its PracticeCapacitySet events last set it;
 * null, the start for every practice, is unlimited. And session_registration's waitlist_ticket, the
 * place in line of a member waiting for a full session: no event before this change puts anyone on
 * a waitlist, so every existing row keeps its values and the live table is altered in place (no
 * rebuild), its view re-created since a view's columns are fixed when it is created.
 */
export class PracticeCapacity1763800001500 implements MigrationInterface {
  name = 'PracticeCapacity1763800001500';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE practices ADD COLUMN capacity integer CHECK (capacity >= 1)');
    const table = await liveTable(db);
    await db.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS waitlist_ticket integer`);
    await createView(db, table, ', waitlist_ticket');
  }

  async down(db: QueryRunner): Promise<void> {
    const table = await liveTable(db);
    await db.query(
      `DELETE FROM ${table} WHERE waitlist_ticket IS NOT NULL AND NOT registered AND attendance_status IS NULL`,
    );
    await createView(db, table, '');
    await db.query(`ALTER TABLE ${table} DROP COLUMN waitlist_ticket`);
    await db.query('ALTER TABLE practices DROP COLUMN capacity');
  }
}

async function createView(db: QueryRunner, table: string, extra: string): Promise<void> {
  await db.query('DROP VIEW IF EXISTS session_registration');
  await db.query(
    `CREATE VIEW session_registration AS
     SELECT session_date, user_id, registered, registered_at, attendance_status${extra} FROM ${table}`,
  );
}
