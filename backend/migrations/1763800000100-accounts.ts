import type { MigrationInterface, QueryRunner } from 'typeorm';

const PRACTICES = ['shambhavi', 'angamardana', 'yogasanas', 'surya_kriya', 'surya_shakti', 'bhuta_shuddhi'];

/**
 * Accounts (users, sessions): the users table with every field of the product's users record,
 * one-time tokens for password reset and email verification (only their SHA-256 hash is stored),
 * the session store of connect-pg-simple, and the member_summary read model.
 */
export class Accounts1763800000100 implements MigrationInterface {
  name = 'Accounts1763800000100';

  async up(db: QueryRunner): Promise<void> {
    const practiceColumns = PRACTICES.map(
      (p) => `
        ${p}_learned boolean NOT NULL DEFAULT false,
        ${p}_teacher text,
        ${p}_year integer,
        ${p}_frequency text,
        ${p}_last_practice timestamptz,`,
    ).join('');
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        phone_number text,
        address text,
        emergency_contact_name text,
        emergency_contact_phone text,
        password_hash text,
        google_id text UNIQUE,
        auth_provider text NOT NULL DEFAULT 'email',
        stripe_customer_id text,
        stripe_subscription_id text,
        membership_active boolean NOT NULL DEFAULT false,
        membership_start_date timestamptz,
        membership_end_date timestamptz,
        no_isha_yoga_experience boolean NOT NULL DEFAULT false,
        goal_practices_to_learn text[],
        goal_retreat_type text,
        goal_retreat_duration text,
        goal_retreat_location text[],
        goal_retreat_location_category text,
        goal_short_term text,
        goal_mid_term text,
        goal_lifetime text,
        ${practiceColumns}
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz,
        deleted_at timestamptz,
        email_verified_at timestamptz,
        CONSTRAINT users_email_lower CHECK (email = lower(email))
      )`);
    await db.query('CREATE UNIQUE INDEX users_email ON users (email)');

    await db.query(`
      CREATE TABLE account_tokens (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('password-reset', 'email-verification')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose)');

    // The table connect-pg-simple expects (its table.sql).
    await db.query(`
      CREATE TABLE sessions (
        sid varchar NOT NULL COLLATE "default" PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await db.query('CREATE INDEX sessions_expire ON sessions (expire)');

    await db.query(`
      CREATE TABLE member_summary (
        user_id uuid PRIMARY KEY,
        auth_method text NOT NULL,
        joined_at timestamptz NOT NULL,
        last_active_date date,
        active_days integer NOT NULL DEFAULT 0
      )`);
    await db.query(`
      CREATE TABLE member_activity (
        user_id uuid NOT NULL,
        active_date date NOT NULL,
        PRIMARY KEY (active_date, user_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE member_activity');
    await db.query('DROP TABLE member_summary');
    await db.query('DROP TABLE sessions');
    await db.query('DROP TABLE account_tokens');
    await db.query('DROP TABLE users');
  }
}
