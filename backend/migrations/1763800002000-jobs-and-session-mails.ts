import PgBoss from 'pg-boss';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The job queue's tables (pg-boss's own schema `pgboss`, as the installed pg-boss builds it; on a
 * later pg-boss version it upgrades the schema itself at start), a member's choice of session
 * reminders (on unless they turn them off or unsubscribe), and the studio's reminder setting (no row:
 * the default, 12 hours before the lock).
 */
export class JobsAndSessionMails1763800002000 implements MigrationInterface {
  name = 'JobsAndSessionMails1763800002000';

  async up(db: QueryRunner): Promise<void> {
    // The plans are one script in a transaction of their own; the migration already runs in one.
    const plans = PgBoss.getConstructionPlans('pgboss')
      .replace(/^\s*BEGIN;/, '')
      .replace(/COMMIT;\s*$/, '');
    await db.query(plans);
    await db.query('ALTER TABLE users ADD COLUMN session_reminders boolean NOT NULL DEFAULT true');
    await db.query(
      `CREATE TABLE session_mail_settings (
         id boolean PRIMARY KEY DEFAULT true CHECK (id),
         reminder_hours_before_lock integer NOT NULL CHECK (reminder_hours_before_lock BETWEEN 1 AND 72)
       )`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE session_mail_settings');
    await db.query('ALTER TABLE users DROP COLUMN session_reminders');
    await db.query('DROP SCHEMA pgboss CASCADE');
  }
}
