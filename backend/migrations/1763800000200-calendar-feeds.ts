import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One private calendar feed per member; only the token's SHA-256 is kept. */
export class CalendarFeeds1763800000200 implements MigrationInterface {
  name = 'CalendarFeeds1763800000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE calendar_feeds (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE calendar_feeds');
  }
}
