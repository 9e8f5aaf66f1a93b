import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether each fee PaymentIntent can still be paid: `open` until the app cancels it at Stripe (a newer
 * payment of the fees supersedes it) or its payment_intent.succeeded is recorded. A new payment
 * cancels the open ones, so an older one cannot charge the same fees again.
 */
export class FeePaymentIntentStatus1763800001420 implements MigrationInterface {
  name = 'FeePaymentIntentStatus1763800001420';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE fee_payment_intents
        ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'canceled', 'succeeded'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE fee_payment_intents DROP COLUMN status');
  }
}
