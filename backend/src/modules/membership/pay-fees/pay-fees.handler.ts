import { createHash } from 'node:crypto';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { FeePaymentStart } from '@sadhana/rules/api';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { type FeeLedger, feeKey } from '../domain/fee-ledger.js';
import { ListFeesQuery } from '../list-fees/list-fees.query.js';
import { PaymentProviderUnavailable, PaymentsNotConfigured } from '../stripe/payment-errors.js';
import { StripeCustomers } from '../stripe/stripe-customers.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';
import { FEES_PURPOSE } from './fee-payments.js';
import { PayFeesCommand } from './pay-fees.command.js';

export class NoOutstandingFees extends DomainError {
  readonly kind = 'conflict';

  constructor() {
    super('You have no outstanding fees to pay.');
  }
}

/**
 * Asks Stripe for a PaymentIntent of the outstanding fees, as the ledger computes them now, and
 * keeps which fees it covers. The same outstanding fees give the same PaymentIntent (idempotency key
 * from the list), so a double click or a second tab pays once. Nothing is recorded as paid here:
 * payment_intent.succeeded does that.
 */
@CommandHandler(PayFeesCommand)
export class PayFeesHandler implements ICommandHandler<PayFeesCommand, FeePaymentStart> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queryBus: QueryBus,
    private readonly stripe: StripeGateway,
    private readonly customers: StripeCustomers,
  ) {}

  async execute({ userId, email, name }: PayFeesCommand): Promise<FeePaymentStart> {
    if (!this.stripe.configured) throw new PaymentsNotConfigured();
    const ledger: FeeLedger = await this.queryBus.execute(new ListFeesQuery(userId));
    const unpaid = ledger.items.filter((item) => !item.paid);
    if (unpaid.length === 0) throw new NoOutstandingFees();
    const items = unpaid
      .map((item) => ({ sessionDate: item.sessionDate, kind: item.kind }))
      .sort((a, b) => feeKey(a).localeCompare(feeKey(b)));
    const amountCents = Math.round(ledger.outstanding * 100);
    const customerId = await this.customers.customerFor({ id: userId, email, name });
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([userId, items, amountCents]))
      .digest('hex');
    const intent = await this.stripe.createFeePayment(
      customerId,
      amountCents,
      { purpose: FEES_PURPOSE, userId },
      `fees-${fingerprint.slice(0, 40)}`,
    );
    if (!intent.client_secret) throw new PaymentProviderUnavailable();
    await this.dataSource.query(
      `INSERT INTO fee_payment_intents (payment_intent_id, user_id, items, amount_cents)
       VALUES ($1, $2, $3, $4) ON CONFLICT (payment_intent_id) DO NOTHING`,
      [intent.id, userId, JSON.stringify(items), amountCents],
    );
    return { clientSecret: intent.client_secret, amount: ledger.outstanding };
  }
}
