import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type { SubscriptionFacts } from '../../../domain/membership/membership.js';
import { pauseFromMetadata } from '../../../domain/membership/membership-pause.js';
import { APP_CONFIG, type AppConfig, type StripeConfig } from '../../../platform/config/app-config.js';
import { PaymentProviderUnavailable, PaymentsNotConfigured, WebhookRejected } from './payment-errors.js';

type Subscription = Stripe.Subscription;

/**
 * The calls the app makes to Stripe, in one place: the stand-in (membership/testing) answers exactly
 * these. Every failure of Stripe is logged and becomes a 503 with a message; nothing here is retried by
 * hand (the SDK retries network failures, with idempotency keys on every create).
 */
@Injectable()
export class StripeGateway {
  private readonly logger = new Logger('Stripe');
  private readonly client?: Stripe;
  private readonly config?: StripeConfig;

  constructor(@Inject(APP_CONFIG) appConfig: AppConfig) {
    this.config = appConfig.stripe;
    if (!this.config) return;
    const base = this.config.apiBase;
    this.client = new Stripe(this.config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'http:' ? 80 : 443),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      }),
    });
  }

  get configured(): boolean {
    return Boolean(this.client && this.config?.priceId && this.config.publishableKey);
  }

  get publishableKey(): string | null {
    return this.configured ? (this.config?.publishableKey ?? null) : null;
  }

  async createCustomer(user: { id: string; email: string; name: string }): Promise<string> {
    const customer = await this.call('create customer', (stripe) =>
      stripe.customers.create(
        { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      ),
    );
    return customer.id;
  }

  /** The customer's subscriptions in every status, newest first, each with its first invoice's confirmation secret. */
  async subscriptionsOf(customerId: string): Promise<Subscription[]> {
    const list = await this.call('list subscriptions', (stripe) =>
      stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 20,
        expand: ['data.latest_invoice.confirmation_secret'],
      }),
    );
    return list.data;
  }

  /** An incomplete subscription whose first invoice the Payment Element pays (`default_incomplete`). */
  async createSubscription(
    customerId: string,
    userId: string,
    idempotencyKey: string,
  ): Promise<Subscription> {
    const priceId = this.config?.priceId;
    return this.call('create subscription', (stripe) =>
      stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId },
        },
        { idempotencyKey },
      ),
    );
  }

  /** The subscription as Stripe has it now; null if Stripe has no such subscription. */
  retrieveSubscription(id: string): Promise<Subscription | null> {
    return this.call('retrieve subscription', (stripe) => nullIfMissing(stripe.subscriptions.retrieve(id)));
  }

  scheduleCancellation(id: string): Promise<Subscription> {
    return this.call('schedule cancellation', (stripe) =>
      stripe.subscriptions.update(id, { cancel_at_period_end: true }),
    );
  }

  /** The member kept their membership: the subscription renews at the period's end again. */
  withdrawCancellation(id: string): Promise<Subscription> {
    return this.call('withdraw cancellation', (stripe) =>
      stripe.subscriptions.update(id, { cancel_at_period_end: false }),
    );
  }

  /**
   * Moves the subscription's next payment to `billingAt` with nothing charged until then (a trial, as
   * Stripe moves a billing date: its billing cycle anchor moves there, and no proration credits the
   * time already paid), or bills at once with `now`; `metadata` records why (a pause, its early end).
   */
  moveBilling(
    id: string,
    billingAt: Date | 'now',
    metadata: Record<string, string>,
    idempotencyKey: string,
  ): Promise<Subscription> {
    return this.call('move billing', (stripe) =>
      stripe.subscriptions.update(
        id,
        {
          trial_end: billingAt === 'now' ? 'now' : Math.floor(billingAt.getTime() / 1000),
          proration_behavior: 'none',
          metadata,
        },
        { idempotencyKey },
      ),
    );
  }

  /** A one-off payment of outstanding drop-in fees; the webhook records it from its metadata. */
  createFeePayment(
    customerId: string,
    amountCents: number,
    metadata: Record<string, string>,
    idempotencyKey: string,
  ): Promise<Stripe.PaymentIntent> {
    return this.createPayment(
      { customerId, amountCents, description: 'Sadhana drop-in and session fees', metadata },
      idempotencyKey,
    );
  }

  /**
   * A one-off card payment the Payment Element confirms; the webhook tells what it is for by its
   * metadata (`purpose`). The same idempotency key answers the same PaymentIntent.
   */
  createPayment(
    payment: {
      customerId: string;
      amountCents: number;
      description: string;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<Stripe.PaymentIntent> {
    return this.call('create payment', (stripe) =>
      stripe.paymentIntents.create(
        {
          amount: payment.amountCents,
          currency: 'usd',
          customer: payment.customerId,
          automatic_payment_methods: { enabled: true },
          description: payment.description,
          metadata: payment.metadata,
        },
        { idempotencyKey },
      ),
    );
  }

  /** The PaymentIntent as Stripe has it now; null if Stripe has no such PaymentIntent. */
  retrievePayment(id: string): Promise<Stripe.PaymentIntent | null> {
    return this.call('retrieve payment', (stripe) => nullIfMissing(stripe.paymentIntents.retrieve(id)));
  }

  /**
   * Cancels a payment no longer wanted (a fee payment a newer one supersedes, a booking cancelled
   * before it was paid), so it can no longer be paid. Answers its status after: `canceled`, or the
   * status that kept Stripe from cancelling it (`succeeded`, `processing`: the money is on its way,
   * and the webhook records it).
   */
  cancelPayment(
    paymentIntentId: string,
    reason: 'duplicate' | 'abandoned',
  ): Promise<Stripe.PaymentIntent.Status> {
    return this.call('cancel payment', async (stripe) => {
      try {
        const intent = await stripe.paymentIntents.cancel(paymentIntentId, {
          cancellation_reason: reason,
        });
        return intent.status;
      } catch (error) {
        const state = error instanceof Stripe.errors.StripeInvalidRequestError ? error : undefined;
        if (state?.code === 'payment_intent_unexpected_state' && state.payment_intent) {
          return state.payment_intent.status;
        }
        throw error;
      }
    });
  }

  /**
   * Gives back `amountCents` of a succeeded payment. The idempotency key makes a retry answer the
   * refund made already, never a second one.
   */
  async refundPayment(
    paymentIntentId: string,
    amountCents: number,
    metadata: Record<string, string>,
    idempotencyKey: string,
  ): Promise<{ id: string; amountCents: number }> {
    const refund = await this.call('refund payment', (stripe) =>
      stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, metadata },
        { idempotencyKey },
      ),
    );
    return { id: refund.id, amountCents: refund.amount };
  }

  /** Verifies Stripe's signature over the raw body; a forged, stale or unsigned delivery is refused. */
  verifyWebhook(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    const secret = this.config?.webhookSecret;
    if (!this.client || !secret) throw new PaymentsNotConfigured();
    if (!rawBody || rawBody.length === 0 || !signature)
      throw new WebhookRejected('Missing Stripe signature or body.');
    try {
      const event = this.client.webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      // The SDK refuses only signatures older than the tolerance; one dated ahead of it would stay
      // replayable for as long as it is ahead. Both are the network's wall clock, not the studio's.
      const signedAt = signatureTimestamp(signature);
      if (signedAt === undefined || signedAt - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
        throw new Error(`signature timestamp ${signedAt} is ahead of this server's clock`);
      }
      return event;
    } catch (error) {
      this.logger.warn({ message: 'webhook signature refused', error: String(error) });
      throw new WebhookRejected('Invalid Stripe signature.');
    }
  }

  private async call<T>(what: string, work: (stripe: Stripe) => Promise<T>): Promise<T> {
    if (!this.client || !this.configured) throw new PaymentsNotConfigured();
    try {
      return await work(this.client);
    } catch (error) {
      const stripeError = error instanceof Stripe.errors.StripeError ? error : undefined;
      this.logger.error({
        message: `Stripe call failed: ${what}`,
        type: stripeError?.type,
        code: stripeError?.code,
        statusCode: stripeError?.statusCode,
        requestId: stripeError?.requestId,
        error: error instanceof Error ? error.message : String(error),
      });
      throw new PaymentProviderUnavailable();
    }
  }
}

/** Stripe's object, or null when Stripe answers that it has no such object (404). */
async function nullIfMissing<T>(retrieval: Promise<T>): Promise<T | null> {
  try {
    return await retrieval;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}

/** How far a webhook signature's timestamp may be from now, either way (Stripe's default age limit). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header (`t=1700000000,v1=…`), in Unix seconds. */
function signatureTimestamp(header: string): number | undefined {
  const value = header
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith('t='))
    ?.slice(2);
  const seconds = Number(value);
  return value && Number.isInteger(seconds) ? seconds : undefined;
}

/** Stripe's current word on a subscription, as the membership decider reads it. */
export function subscriptionFacts(subscription: Subscription): SubscriptionFacts {
  const item = subscription.items?.data?.[0];
  const start = item?.current_period_start ?? subscription.start_date;
  const end = item?.current_period_end ?? subscription.start_date;
  const cancelAt = subscription.cancel_at ?? (subscription.cancel_at_period_end ? end : null);
  return {
    id: subscription.id,
    status: subscription.status,
    currentPeriodStart: instant(start),
    currentPeriodEnd: instant(end),
    cancelAt: cancelAt ? instant(cancelAt) : null,
    endedAt: subscription.ended_at ? instant(subscription.ended_at) : null,
    pause: pauseFromMetadata(subscription.metadata),
  };
}

function instant(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

/** The client secret of the subscription's first invoice (`latest_invoice.confirmation_secret`), if it has one. */
export function confirmationSecretOf(subscription: Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

export function customerIdOf(customer: string | { id: string } | null | undefined): string | null {
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}
