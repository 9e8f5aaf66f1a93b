import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StripeGateway } from './stripe-gateway.js';

/** A member's Stripe customer: made once (idempotency key per user) and kept in users.stripe_customer_id. */
@Injectable()
export class StripeCustomers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly stripe: StripeGateway,
  ) {}

  async customerFor(user: { id: string; email: string; name: string }): Promise<string> {
    const known = await this.customerIdOf(user.id);
    if (known) return known;
    const created = await this.stripe.createCustomer(user);
    // Two racing first subscribes both get the same customer (same idempotency key); the first write wins.
    await this.dataSource.query(
      'UPDATE users SET stripe_customer_id = $1 WHERE id = $2 AND stripe_customer_id IS NULL',
      [created, user.id],
    );
    return (await this.customerIdOf(user.id)) ?? created;
  }

  async customerIdOf(userId: string): Promise<string | null> {
    const rows: { id: string | null }[] = await this.dataSource.query(
      'SELECT stripe_customer_id AS id FROM users WHERE id = $1',
      [userId],
    );
    return rows[0]?.id ?? null;
  }

  async userIdOf(customerId: string): Promise<string | null> {
    const rows: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM users WHERE stripe_customer_id = $1',
      [customerId],
    );
    return rows[0]?.id ?? null;
  }
}
