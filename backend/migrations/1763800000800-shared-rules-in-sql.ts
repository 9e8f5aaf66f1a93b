import { ATTENDANCE_STATUSES, isAttended } from '@sadhana/rules/attendance';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The studio's rules that SQL needs, as functions generated from @sadhana/rules (and tested against
 * it: shared-rules-in-sql.spec.ts), so no query restates them:
 * - sadhana_session_starts_at(date): when that date's session starts, from the practices table, on
 *   the studio's clock (America/New_York), null when there is no session that day;
 * - sadhana_counts_as_attended(status, started): countsAsAttended;
 * - sadhana_membership_end(cancel_at, ended_at): while active the scheduled end, once over when it ended.
 */
export class SharedRulesInSql1763800000800 implements MigrationInterface {
  name = 'SharedRulesInSql1763800000800';

  async up(db: QueryRunner): Promise<void> {
    const attended = ATTENDANCE_STATUSES.filter(isAttended)
      .map((status) => `'${status}'`)
      .join(', ');
    await db.query(
      `CREATE OR REPLACE FUNCTION sadhana_session_starts_at(session_date date) RETURNS timestamptz
       LANGUAGE sql STABLE AS $$
         SELECT (session_date + p.start_time::time) AT TIME ZONE 'America/New_York'
         FROM practices p WHERE p.day_of_week = extract(dow FROM session_date)::int
       $$`,
    );
    await db.query(
      `CREATE OR REPLACE FUNCTION sadhana_counts_as_attended(status text, started boolean) RETURNS boolean
       LANGUAGE sql IMMUTABLE AS $$
         SELECT CASE WHEN status IS NULL THEN coalesce(started, false) ELSE status IN (${attended}) END
       $$`,
    );
    await db.query(
      `CREATE OR REPLACE FUNCTION sadhana_membership_end(cancel_at timestamptz, ended_at timestamptz)
       RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce(cancel_at, ended_at) $$`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION IF EXISTS sadhana_membership_end(timestamptz, timestamptz)');
    await db.query('DROP FUNCTION IF EXISTS sadhana_counts_as_attended(text, boolean)');
    await db.query('DROP FUNCTION IF EXISTS sadhana_session_starts_at(date)');
  }
}
