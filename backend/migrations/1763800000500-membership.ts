import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Membership becomes events and a read model (projections/membership): the users columns that
 * nothing ever wrote go; a Stripe customer belongs to one user; a Stripe webhook is applied once,
 * recorded here by its event id in the same transaction as the events it caused.
 */
export class Membership1763800000500 implements MigrationInterface {
  name = 'Membership1763800000500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users
      DROP COLUMN membership_active, DROP COLUMN membership_start_date,
      DROP COLUMN membership_end_date, DROP COLUMN stripe_subscription_id`);
    await db.query('CREATE UNIQUE INDEX users_stripe_customer_id ON users (stripe_customer_id)');
    await db.query(`
      CREATE TABLE stripe_webhook_events (
        stripe_event_id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE stripe_webhook_events');
    await db.query('DROP INDEX users_stripe_customer_id');
    await db.query(`ALTER TABLE users
      ADD COLUMN membership_active boolean NOT NULL DEFAULT false,
      ADD COLUMN membership_start_date timestamptz, ADD COLUMN membership_end_date timestamptz,
      ADD COLUMN stripe_subscription_id text`);
  }
}
