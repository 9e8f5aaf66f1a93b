import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { membershipDecider } from '../domain/membership.js';
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
    private readonly commands: CommandPath,
    private readonly stripe: StripeGateway,
    private readonly ledger: MembershipLedger,
  ) {}

  async execute({ userId }: CancelSubscriptionCommand): Promise<CancellationResult> {
    if (!this.stripe.configured) throw new PaymentsNotConfigured();
    const { state } = await this.commands.handleCommand(
      memberStream(userId),
      (now) => ({ type: 'RequestCancellation' as const, data: { userId, now } }),
      membershipDecider,
    );
    const subscription = await this.stripe.scheduleCancellation(state.subscriptionId as string);
    const after = await this.ledger.reconcile(userId, subscription, { metadata: { userId } });
    const endsAt = after.state.active ? after.state.cancelAt : null;
    return {
      message: endsAt
        ? 'Your subscription has been cancelled. You remain a member until the end of the current billing period.'
        : 'Your subscription has been cancelled.',
      membershipEndDate: endsAt,
    };
  }
}
