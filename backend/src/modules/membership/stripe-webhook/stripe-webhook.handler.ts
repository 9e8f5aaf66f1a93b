import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { membershipDecider } from '../../../domain/membership/membership.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import type { UnitOfWork } from '../../../platform/command-path/unit-of-work.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { MembershipLedger } from '../membership-ledger.js';
import { FeePayments } from '../pay-fees/fee-payments.js';
import { StripeCustomers } from '../stripe/stripe-customers.js';
import { customerIdOf, StripeGateway } from '../stripe/stripe-gateway.js';
import { PaymentPurposes } from './payment-purposes.js';

export interface WebhookOutcome {
  received: true;
  /** What became of it: applied, duplicate (already applied) or ignored (nothing of ours). */
  outcome: 'applied' | 'duplicate' | 'ignored';
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies one verified Stripe event, once: its id is recorded in stripe_webhook_events in the same
 * transaction as the events it causes, so a repeated delivery changes nothing. Subscription events
 * are never trusted for state: the subscription is read from Stripe now, so deliveries out of order
 * converge on Stripe's current word (a read overtaken by a record made meanwhile is made again). The
 * member is known from the event itself. A failure to reach Stripe answers 503 and Stripe delivers again.
 */
@Injectable()
export class StripeWebhookHandler {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandPath,
    private readonly stripe: StripeGateway,
    private readonly customers: StripeCustomers,
    private readonly ledger: MembershipLedger,
    private readonly fees: FeePayments,
    private readonly purposes: PaymentPurposes,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    const event = this.stripe.verifyWebhook(rawBody, signature);
    if (await this.alreadyApplied(event.id)) return { received: true, outcome: 'duplicate' };
    const metadata = { stripeEventId: event.id, stripeEventType: event.type };
    if (event.type === 'payment_intent.succeeded') {
      const payment = event.data.object;
      const purpose = this.purposes.of(payment);
      const work = purpose
        ? await purpose.workForPayment(payment, metadata)
        : await this.fees.workForPayment(payment, metadata);
      return this.apply(event, work);
    }
    const target = await this.subscriptionOf(event);
    if (!target) return this.apply(event, undefined);
    const { subscriptionId, userId, failedInvoice } = target;
    // Read from Stripe after noting the membership's revision: if the member's cancel (say) is
    // recorded while Stripe is read, the read is refused and made again (MembershipLedger).
    return this.ledger.retryingStaleReads(async () => {
      const readAt = await this.ledger.revisionOf(userId);
      const subscription = await this.stripe.retrieveSubscription(subscriptionId);
      if (!subscription) {
        this.logger.warn({
          message: 'webhook for a subscription Stripe does not know',
          eventId: event.id,
          subscriptionId,
        });
        return this.apply(event, undefined);
      }
      return this.apply(event, async (uow) => {
        if (failedInvoice) {
          await uow.handleCommand(
            memberStream(userId),
            {
              type: 'RecordPaymentFailure',
              data: { userId, now: uow.now, subscriptionId: subscription.id, invoiceId: failedInvoice },
            },
            membershipDecider,
            { metadata },
          );
        }
        await this.ledger.recordWithin(uow, userId, subscription, readAt, { metadata });
      });
    });
  }

  /** Records the delivery with what it causes, once; with nothing to do, records it as ignored. */
  private async apply(
    event: Stripe.Event,
    work: ((uow: UnitOfWork) => Promise<unknown>) | undefined,
  ): Promise<WebhookOutcome> {
    if (!work) {
      await this.dataSource.query(
        'INSERT INTO stripe_webhook_events (stripe_event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [event.id, event.type],
      );
      return { received: true, outcome: 'ignored' };
    }
    const applied = await this.commands.inTransaction(async (uow) => {
      const recorded = await uow.manager.query(
        `INSERT INTO stripe_webhook_events (stripe_event_id, type) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING stripe_event_id`,
        [event.id, event.type],
      );
      if (recorded.length === 0) return false;
      await work(uow);
      return true;
    });
    return { received: true, outcome: applied ? 'applied' : 'duplicate' };
  }

  private async alreadyApplied(stripeEventId: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      'SELECT 1 FROM stripe_webhook_events WHERE stripe_event_id = $1',
      [stripeEventId],
    );
    return rows.length > 0;
  }

  /**
   * The subscription a subscription or invoice event is about, and its member, from the event itself
   * (a subscription's customer and metadata never change); the subscription's state is read from Stripe.
   */
  private async subscriptionOf(
    event: Stripe.Event,
  ): Promise<{ subscriptionId: string; userId: string; failedInvoice: string | null } | undefined> {
    let subscriptionId: string | null = null;
    let customer: string | { id: string } | null = null;
    let claimed: string | undefined;
    let failedInvoice: string | null = null;
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const subscription = event.data.object as Stripe.Subscription;
      subscriptionId = subscription.id;
      customer = subscription.customer;
      claimed = subscription.metadata?.userId;
    } else if (INVOICE_EVENTS.has(event.type)) {
      const invoice = event.data.object as Stripe.Invoice;
      const details = invoice.parent?.subscription_details;
      const parent = details?.subscription;
      subscriptionId = typeof parent === 'string' ? parent : (parent?.id ?? null);
      customer = invoice.customer;
      claimed = details?.metadata?.userId;
      if (event.type === 'invoice.payment_failed') failedInvoice = invoice.id ?? null;
    }
    if (!subscriptionId) return undefined;
    const userId = await this.userOf(customer, claimed);
    if (!userId) {
      this.logger.warn({
        message: 'webhook for a subscription of no known member',
        eventId: event.id,
        subscriptionId,
      });
      return undefined;
    }
    return { subscriptionId, userId, failedInvoice };
  }

  /** The member by the subscription's customer, or else by the userId the app put in its metadata. */
  private async userOf(
    customer: string | { id: string } | null,
    claimed: string | undefined,
  ): Promise<string | null> {
    const customerId = customerIdOf(customer);
    const byCustomer = customerId ? await this.customers.userIdOf(customerId) : null;
    if (byCustomer) return byCustomer;
    if (!claimed || !UUID.test(claimed)) return null;
    const rows = await this.dataSource.query(
      'SELECT id FROM users WHERE id = $1 AND stripe_customer_id IS NULL',
      [claimed],
    );
    return rows[0]?.id ?? null;
  }
}
