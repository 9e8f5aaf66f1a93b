import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { UnitOfWork } from '../../../platform/command-path/unit-of-work.js';

/** What a verified payment does to the app, in the webhook's transaction (recorded with the delivery). */
export type PaymentWork = (uow: UnitOfWork) => Promise<unknown>;

/**
 * The part of the app a kind of one-off payment belongs to: it records a succeeded PaymentIntent
 * whose metadata `purpose` it registered. undefined: nothing of its own (logged by it).
 */
export interface PaymentPurpose {
  workForPayment(
    payment: Stripe.PaymentIntent,
    metadata: Record<string, unknown>,
  ): Promise<PaymentWork | undefined>;
}

/**
 * The payments other contexts take through Stripe (a program's places), by the `purpose` they put in
 * a PaymentIntent's metadata: each registers itself when its module starts, so the webhook hands
 * them their payments without the membership context knowing them (the dependency runs their way).
 */
@Injectable()
export class PaymentPurposes {
  private readonly purposes = new Map<string, PaymentPurpose>();

  register(purpose: string, handler: PaymentPurpose): void {
    if (this.purposes.has(purpose)) throw new Error(`payment purpose ${purpose} registered twice`);
    this.purposes.set(purpose, handler);
  }

  of(payment: Stripe.PaymentIntent): PaymentPurpose | undefined {
    const purpose = payment.metadata?.purpose;
    return purpose ? this.purposes.get(purpose) : undefined;
  }
}
