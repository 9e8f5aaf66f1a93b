import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MembershipLedger } from '../membership-ledger.js';
import { PaymentsNotConfigured } from '../stripe/payment-errors.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';

export interface SyncResult {
  /** Members whose membership changed to match Stripe. */
  syncedCount: number;
  /** Members Stripe could not be asked about (logged each). */
  errorCount: number;
}

/**
 * Reconciles every member with a Stripe customer against Stripe (webhooks lost while the app was
 * down, a subscription changed in Stripe's dashboard): each of the customer's subscriptions, oldest
 * first, goes through the same decider as the webhooks, which records only the differences.
 */
@Injectable()
export class SyncMemberships {
  private readonly logger = new Logger('SyncMemberships');

  constructor(
    private readonly dataSource: DataSource,
    private readonly stripe: StripeGateway,
    private readonly ledger: MembershipLedger,
  ) {}

  async run(adminId: string): Promise<SyncResult> {
    if (!this.stripe.configured) throw new PaymentsNotConfigured();
    const customers: { userId: string; customerId: string }[] = await this.dataSource.query(
      `SELECT id AS "userId", stripe_customer_id AS "customerId" FROM users
       WHERE stripe_customer_id IS NOT NULL AND deleted_at IS NULL ORDER BY created_at`,
    );
    let syncedCount = 0;
    let errorCount = 0;
    for (const { userId, customerId } of customers) {
      try {
        const { changed } = await this.ledger.recordFromStripe(
          userId,
          () => this.stripe.subscriptionsOf(customerId),
          { metadata: { adminId, source: 'sync-memberships' } },
        );
        if (changed > 0) syncedCount++;
      } catch (error) {
        errorCount++;
        this.logger.error({ message: 'could not sync a membership', userId, error: String(error) });
      }
    }
    this.logger.log({ message: 'memberships synced with Stripe', syncedCount, errorCount, adminId });
    return { syncedCount, errorCount };
  }
}
