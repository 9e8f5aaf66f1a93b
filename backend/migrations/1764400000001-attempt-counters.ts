import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The counters of the sign-in, sign-up and reset limits and of second-factor codes, shared by every
 * instance of the app (each kept its own in memory, so two instances allowed twice the attempts).
 * UNLOGGED: a counter is worth less than the write-ahead log it would cost on every attempt, and a
 * crash that empties it only lets each client start a fresh window.
 */
export class AttemptCounters1764400000001 implements MigrationInterface {
  name = 'AttemptCounters1764400000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE UNLOGGED TABLE attempt_counters (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        last_hit_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX attempt_counters_last_hit ON attempt_counters (last_hit_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE attempt_counters');
  }
}
