import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * sadhana_session_started(date, now): whether that date's session has begun at `now`. A session on
 * an earlier Eastern day has, one on a later day has not; only today's asks the practices table (its
 * start time), so a list of many dates reads the table for today's rows alone. A plain CASE in SQL,
 * so PostgreSQL inlines it into the query that calls it.
 */
export class SessionStarted1763800001101 implements MigrationInterface {
  name = 'SessionStarted1763800001101';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE OR REPLACE FUNCTION sadhana_session_started(session_date date, now timestamptz) RETURNS boolean
       LANGUAGE sql STABLE AS $$
         SELECT CASE
           WHEN session_date < (now AT TIME ZONE 'America/New_York')::date THEN true
           WHEN session_date > (now AT TIME ZONE 'America/New_York')::date THEN false
           ELSE sadhana_session_starts_at(session_date) <= now
         END
       $$`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION IF EXISTS sadhana_session_started(date, timestamptz)');
  }
}
