import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError } from '../../../platform/domain/domain-error.js';
import { ComplimentaryGrants } from '../complimentary-grants.js';
import { MembershipLedger } from '../membership-ledger.js';
import { PaymentsNotConfigured } from '../stripe/payment-errors.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';
import { KeepMembershipCommand, type KeptMembership } from './keep-membership.command.js';

/** Stripe still ends the subscription after the update (an end date set in its dashboard, say). */
class StillEnding extends domainError(
  'conflict',
  'Your membership is still set to end. Please contact the studio.',
) {}

/**
 * Withdraws a scheduled cancellation, the mirror of CancelSubscriptionHandler: the domain first
 * decides there is one, its period has not run out and no complimentary membership follows it (409
 * otherwise), then Stripe is asked to renew
 * at the period's end again, and what Stripe answers is recorded (MembershipCancellationWithdrawn), so
 * the next GET /api/auth/user has no end date. The customer.subscription.updated webhook that follows
 * re-reads the subscription and records nothing more.
 */
@CommandHandler(KeepMembershipCommand)
export class KeepMembershipHandler implements ICommandHandler<KeepMembershipCommand, KeptMembership> {
  constructor(
    private readonly stripe: StripeGateway,
    private readonly ledger: MembershipLedger,
    private readonly grants: ComplimentaryGrants,
  ) {}

  async execute({ userId }: KeepMembershipCommand): Promise<KeptMembership> {
    if (!this.stripe.configured) throw new PaymentsNotConfigured();
    // A grant set to follow the paid membership's end would overlap it once it runs on.
    await this.grants.assertPaidMembershipAllowed(userId, 'keep');
    const after = await this.ledger.changeAtStripe(userId, 'RequestCancellationWithdrawal', (id) =>
      this.stripe.withdrawCancellation(id),
    );
    if (!after.active || after.cancelAt) throw new StillEnding();
    return { message: 'Your membership will renew as usual.', renewsAt: after.periodEnd };
  }
}
