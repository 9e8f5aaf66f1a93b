import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AlreadyAMember, PAID_STATUSES } from '../../../domain/membership/membership.js';
import { membershipOf } from '../../../projections/membership/membership.queries.js';
import { ComplimentaryGrants } from '../complimentary-grants.js';
import { MembershipLedger } from '../membership-ledger.js';
import { PaymentProviderUnavailable, PaymentsNotConfigured } from '../stripe/payment-errors.js';
import { StripeCustomers } from '../stripe/stripe-customers.js';
import { confirmationSecretOf, StripeGateway } from '../stripe/stripe-gateway.js';
import { CreateSubscriptionCommand, type CreateSubscriptionResult } from './create-subscription.command.js';

/**
 * Starts a subscription whose first invoice the member pays in the Payment Element, unless the member
 * already pays (409) or holds a complimentary membership now or to come (409). Nothing is
 * recorded here: the membership begins when Stripe says the invoice is paid (webhook or sync).
 * An earlier attempt's incomplete subscription is answered again rather than duplicated, and the
 * create call carries an idempotency key, so a double click makes one subscription.
 */
@CommandHandler(CreateSubscriptionCommand)
export class CreateSubscriptionHandler
  implements ICommandHandler<CreateSubscriptionCommand, CreateSubscriptionResult>
{
  private readonly logger = new Logger('CreateSubscription');

  constructor(
    private readonly dataSource: DataSource,
    private readonly stripe: StripeGateway,
    private readonly customers: StripeCustomers,
    private readonly ledger: MembershipLedger,
    private readonly grants: ComplimentaryGrants,
  ) {}

  async execute({ userId, email, name }: CreateSubscriptionCommand): Promise<CreateSubscriptionResult> {
    if (!this.stripe.configured) throw new PaymentsNotConfigured();
    if ((await membershipOf(this.dataSource, userId)).membershipActive) throw new AlreadyAMember();
    // Memberships never overlap: not while a complimentary one covers today or a day to come.
    await this.grants.assertPaidMembershipAllowed(userId, 'subscribe');
    const customerId = await this.customers.customerFor({ id: userId, email, name });
    const subscriptions = await this.stripe.subscriptionsOf(customerId);
    const paid = subscriptions.find((s) => PAID_STATUSES.has(s.status));
    if (paid) {
      // Stripe has a paid subscription the read model does not show yet (a webhook still on its way).
      await this.ledger.recordFromStripe(userId, () => this.stripe.subscriptionsOf(customerId), {
        metadata: { userId, source: 'create-subscription' },
      });
      throw new AlreadyAMember();
    }
    const reusable = subscriptions.find((s) => s.status === 'incomplete' && confirmationSecretOf(s));
    const subscription =
      reusable ??
      (await this.stripe.createSubscription(
        customerId,
        userId,
        `subscription-${userId}-${subscriptions.length}`,
      ));
    const clientSecret = confirmationSecretOf(subscription);
    if (!clientSecret) {
      this.logger.error({
        message: 'subscription has no confirmation secret',
        subscriptionId: subscription.id,
        status: subscription.status,
      });
      throw new PaymentProviderUnavailable();
    }
    return { clientSecret, subscriptionId: subscription.id };
  }
}
