import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { UnitOfWork } from '../../command-handling/unit-of-work.js';

/** Drop-in fees paid online (issue 10 item 8): recorded from payment_intent.succeeded. */
@Injectable()
export class FeePayments {
  async workForPayment(
    _payment: Stripe.PaymentIntent,
    _metadata: Record<string, unknown>,
  ): Promise<((uow: UnitOfWork) => Promise<unknown>) | undefined> {
    return undefined;
  }
}
