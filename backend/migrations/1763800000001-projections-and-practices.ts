import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Projection checkpoints, the practices schedule, and the first read model (session registrations). */
export class ProjectionsAndPractices1763800000001 implements MigrationInterface {
  name = 'ProjectionsAndPractices1763800000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        version integer NOT NULL,
        commit_position bigint NOT NULL DEFAULT 0,
        prepare_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE practices (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text,
        day_of_week integer NOT NULL UNIQUE CHECK (day_of_week BETWEEN 0 AND 6),
        start_time text NOT NULL,
        end_time text NOT NULL,
        is_weekend boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE session_registration (
        session_date date NOT NULL,
        user_id uuid NOT NULL,
        registered_at timestamptz NOT NULL,
        attendance_status text,
        PRIMARY KEY (session_date, user_id)
      )`);
    await db.query('CREATE INDEX session_registration_user ON session_registration (user_id, session_date)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE session_registration');
    await db.query('DROP TABLE practices');
    await db.query('DROP TABLE projection_checkpoints');
  }
}
