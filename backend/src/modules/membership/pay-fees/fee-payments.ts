import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { feePaymentsDecider } from '../../../domain/membership/fee-payments.js';
import type { UnitOfWork } from '../../../platform/command-path/unit-of-work.js';
import { memberStream } from '../../../platform/domain/member-stream.js';

/** The metadata the app puts on a fee PaymentIntent, so the webhook can tell it from other payments. */
export const FEES_PURPOSE = 'fees';

/** Drop-in fees paid online: recorded from payment_intent.succeeded (as credit when paid already). */
@Injectable()
export class FeePayments {
  private readonly logger = new Logger('FeePayments');

  constructor(private readonly dataSource: DataSource) {}

  /** The fees this payment covers, recorded on the payer's stream; nothing for a payment that is not ours. */
  async workForPayment(
    payment: Stripe.PaymentIntent,
    metadata: Record<string, unknown>,
  ): Promise<((uow: UnitOfWork) => Promise<unknown>) | undefined> {
    if (payment.metadata?.purpose !== FEES_PURPOSE) return undefined;
    const rows: { userId: string; items: { sessionDate: string; kind: string }[]; amountCents: number }[] =
      await this.dataSource.query(
        `SELECT user_id AS "userId", items, amount_cents AS "amountCents"
         FROM fee_payment_intents WHERE payment_intent_id = $1`,
        [payment.id],
      );
    const request = rows[0];
    if (!request) {
      this.logger.warn({ message: 'a fee payment the app did not ask for', paymentIntentId: payment.id });
      return undefined;
    }
    if (payment.amount !== request.amountCents) {
      this.logger.error({
        message: 'fee payment amount differs from the request',
        paymentIntentId: payment.id,
        charged: payment.amount,
        requested: request.amountCents,
      });
    }
    return async (uow) => {
      await uow.manager.query(
        `UPDATE fee_payment_intents SET status = 'succeeded' WHERE payment_intent_id = $1`,
        [payment.id],
      );
      const { newEvents } = await uow.handleCommand(
        memberStream(request.userId),
        {
          type: 'RecordFeesPaid',
          data: {
            userId: request.userId,
            paymentIntentId: payment.id,
            amountCents: payment.amount,
            items: request.items,
            now: uow.now,
          },
        },
        feePaymentsDecider,
        { metadata },
      );
      // Money for fees already paid is the member's credit (shown to them and the admin); said here too.
      for (const event of newEvents) {
        if (event.type !== 'FeePaymentCredited') continue;
        this.logger.warn({
          message: 'a fee payment paid for fees already settled: credited to the member',
          paymentIntentId: payment.id,
          userId: request.userId,
          creditedCents: (event.data as { amountCents: number }).amountCents,
        });
      }
    };
  }
}
