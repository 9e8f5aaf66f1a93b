import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each online fee payment is for: the app asks Stripe for a PaymentIntent for the outstanding
 * fees and keeps their list here (Stripe's metadata is too small for a long list); the
 * payment_intent.succeeded webhook records exactly these fees as paid.
 */
export class FeePaymentIntents1763800000501 implements MigrationInterface {
  name = 'FeePaymentIntents1763800000501';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE fee_payment_intents (
        payment_intent_id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        items jsonb NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX fee_payment_intents_user ON fee_payment_intents (user_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE fee_payment_intents');
  }
}
