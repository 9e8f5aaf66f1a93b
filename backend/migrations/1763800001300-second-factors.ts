import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Second factors: passkeys (WebAuthn credentials: id, public key, signature counter), one TOTP
 * authenticator per account (its shared secret, on once confirmed) and single-use recovery codes
 * (SHA-256 hashes only). `users.second_factors` lists the kinds an account has on ('passkey',
 * 'totp'), kept in the transaction that changes them, so loading a session knows without a query.
 */
export class SecondFactors1763800001300 implements MigrationInterface {
  name = 'SecondFactors1763800001300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN second_factors text[] NOT NULL DEFAULT '{}'`);
    await db.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name text NOT NULL,
        device_type text NOT NULL,
        backed_up boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await db.query('CREATE INDEX passkeys_user ON passkeys (user_id)');
    await db.query(`
      CREATE TABLE totp_authenticators (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        secret text NOT NULL,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE recovery_codes (
        code_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX recovery_codes_user ON recovery_codes (user_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE recovery_codes');
    await db.query('DROP TABLE totp_authenticators');
    await db.query('DROP TABLE passkeys');
    await db.query('ALTER TABLE users DROP COLUMN second_factors');
  }
}
