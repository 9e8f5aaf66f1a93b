import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MembershipLedger } from '../membership-ledger.js';
import { PaymentsNotConfigured } from '../stripe/payment-errors.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';
import { type CancellationResult, CancelSubscriptionCommand } from './cancel-subscription.command.js';

/**
 * Cancels at the end of the paid period: the domain first decides the caller is a
 * member (409 otherwise), then Stripe is asked, and what Stripe answers is recorded (cancellation
 * scheduled), so the answer and the next GET /api/auth/user say "Active until <date>". The membership
 * ends when Stripe sends customer.subscription.deleted.
 */
@CommandHandler(CancelSubscriptionCommand)
export class CancelSubscriptionHandler
  implements ICommandHandler<CancelSubscriptionCommand, CancellationResult>
{
  constructor(
    private readonly stripe: StripeGateway,
    private readonly ledger: MembershipLedger,
  ) {}

  async execute({ userId }: CancelSubscriptionCommand): Promise<CancellationResult> {
    if (!this.stripe.configured) throw new PaymentsNotConfigured();
    const after = await this.ledger.changeAtStripe(userId, 'RequestCancellation', (id) =>
      this.stripe.scheduleCancellation(id),
    );
    const endsAt = after.active ? after.cancelAt : null;
    return {
      message: endsAt
        ? 'Your subscription has been cancelled. You remain a member until the end of the current billing period.'
        : 'Your subscription has been cancelled.',
      membershipEndDate: endsAt,
    };
  }
}
