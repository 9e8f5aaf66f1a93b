import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { FeePaymentStart } from '@sadhana/rules/api';
import { DataSource } from 'typeorm';
import { type FeeLedger, feeKey } from '../../../domain/membership/fee-ledger.js';
import { domainError } from '../../../platform/domain/domain-error.js';
import { ListFeesQuery } from '../list-fees/list-fees.query.js';
import { PaymentProviderUnavailable, PaymentsNotConfigured } from '../stripe/payment-errors.js';
import { StripeCustomers } from '../stripe/stripe-customers.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';
import { FEES_PURPOSE } from './fee-payments.js';
import { PayFeesCommand } from './pay-fees.command.js';

export class NoOutstandingFees extends domainError('conflict', 'You have no outstanding fees to pay.') {}

/**
 * Asks Stripe for a PaymentIntent of the outstanding fees, as the ledger computes them now (less the
 * member's credit), and keeps which fees it covers. The same outstanding fees give the same
 * PaymentIntent (idempotency key from the list), so a double click or a second tab pays once. A new
 * one cancels at Stripe the member's older ones still open, so fees cannot be paid twice through an
 * earlier intent left in another tab. Nothing is recorded as paid here: payment_intent.succeeded does that.
 */
@CommandHandler(PayFeesCommand)
export class PayFeesHandler implements ICommandHandler<PayFeesCommand, FeePaymentStart> {
  private readonly logger = new Logger('PayFees');

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
    if (unpaid.length === 0 || ledger.outstanding <= 0) throw new NoOutstandingFees();
    const items = unpaid
      .map((item) => ({ sessionDate: item.sessionDate, kind: item.kind }))
      .sort((a, b) => feeKey(a).localeCompare(feeKey(b)));
    const amountCents = Math.round(ledger.outstanding * 100);
    const customerId = await this.customers.customerFor({ id: userId, email, name });
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([userId, items, amountCents]))
      .digest('hex');
    const intent = await this.openIntent(customerId, userId, amountCents, `fees-${fingerprint.slice(0, 40)}`);
    if (!intent.client_secret) throw new PaymentProviderUnavailable();
    await this.dataSource.query(
      `INSERT INTO fee_payment_intents (payment_intent_id, user_id, items, amount_cents)
       VALUES ($1, $2, $3, $4) ON CONFLICT (payment_intent_id) DO NOTHING`,
      [intent.id, userId, JSON.stringify(items), amountCents],
    );
    await this.cancelOlderIntents(userId, intent.id);
    return { clientSecret: intent.client_secret, amount: ledger.outstanding };
  }

  /**
   * The PaymentIntent for this key. Stripe answers a repeated key with its first answer, so one this
   * app cancelled meanwhile (these fees were superseded, then owed again) comes back looking open: then
   * a new one, under a key derived from the cancelled one (the same for every retry).
   */
  private async openIntent(customerId: string, userId: string, amountCents: number, key: string) {
    const create = (idempotencyKey: string) =>
      this.stripe.createFeePayment(
        customerId,
        amountCents,
        { purpose: FEES_PURPOSE, userId },
        idempotencyKey,
      );
    let intent = await create(key);
    for (let attempt = 0; await this.cancelledHere(intent.id); attempt++) {
      if (attempt === 3) throw new PaymentProviderUnavailable();
      intent = await create(`${key}-after-${intent.id}`);
    }
    return intent;
  }

  private async cancelledHere(paymentIntentId: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM fee_payment_intents WHERE payment_intent_id = $1 AND status = 'canceled'`,
      [paymentIntentId],
    );
    return rows.length > 0;
  }

  /**
   * Cancels at Stripe the member's fee PaymentIntents asked for before this one and still open. One
   * Stripe will not cancel (paid meanwhile, or processing) is left to its webhook, which credits what
   * it paid twice; a failure is logged and does not stop this payment.
   */
  private async cancelOlderIntents(userId: string, current: string): Promise<void> {
    const older: { id: string }[] = await this.dataSource.query(
      `SELECT payment_intent_id AS id FROM fee_payment_intents
       WHERE user_id = $1 AND status = 'open' AND payment_intent_id <> $2
         AND created_at < (SELECT created_at FROM fee_payment_intents WHERE payment_intent_id = $2)`,
      [userId, current],
    );
    for (const { id } of older) {
      try {
        const status = await this.stripe.cancelPayment(id, 'duplicate');
        if (status === 'canceled') {
          await this.dataSource.query(
            `UPDATE fee_payment_intents SET status = 'canceled' WHERE payment_intent_id = $1 AND status = 'open'`,
            [id],
          );
        } else {
          this.logger.warn({
            message: 'a superseded fee payment could not be cancelled; its webhook records it',
            paymentIntentId: id,
            status,
            supersededBy: current,
          });
        }
      } catch (error) {
        this.logger.error({
          message: 'cancelling a superseded fee payment failed',
          paymentIntentId: id,
          supersededBy: current,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
}
