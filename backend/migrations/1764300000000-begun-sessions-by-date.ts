import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SESSION_BEGUN_FUNCTIONS } from './1763800002000-baseline.js';

/**
 * The admin's reads tell a begun session by comparing its date with the last date whose session has
 * begun, which the server works out once a read from the practices' start times (`lastBegunDate` in
 * @sadhana/rules). Nothing calls the SQL functions that worked it out date by date any more: the
 * first reads `practices`, so PostgreSQL could not inline it, and calling it cost a history page a
 * tenth of a millisecond of its one.
 */
export class BegunSessionsByDate1764300000000 implements MigrationInterface {
  name = 'BegunSessionsByDate1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION sadhana_session_started(date, timestamptz)');
    await db.query('DROP FUNCTION sadhana_session_starts_at(date)');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of SESSION_BEGUN_FUNCTIONS) await db.query(sql);
  }
}
