import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe's API (STRIPE_API_BASE points the SDK here), answering exactly the calls
 * the app makes: customers, subscriptions (list, create, retrieve, update: a scheduled cancellation,
 * metadata, a trial to move the billing date), payment intents (create, retrieve, cancel) and refunds
 * (create). What a customer does in Stripe.js (pay, fail; a canceled PaymentIntent refuses both) and
 * what Stripe does over time (renew, end a trial, end a cancelled period) are methods here; each
 * returns the webhook events Stripe would send, signed with the SDK's own test-header helper. With
 * `webhookUrl` they are also delivered there, as Stripe would.
 */
type Json = Record<string, unknown>;
export interface StripeEventJson {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: Json };
}

interface SubscriptionRecord {
  id: string;
  customer: string;
  status: string;
  price: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** A free stretch until this instant (Unix seconds), from which the billing cycle runs. */
  trialEnd: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  created: number;
  latestInvoice: string;
  metadata: Json;
}

export interface InvoiceRecord {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid';
  paymentIntent: string;
  amountDue: number;
  /** The time it bills for (Unix seconds) and when it was made. */
  periodStart: number;
  periodEnd: number;
  created: number;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
}

interface PaymentIntentRecord {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  customer: string | null;
  status: string;
  metadata: Json;
  invoice: string | null;
  cancellationReason?: string | null;
  /** US cents given back so far (its refunds). */
  refunded: number;
}

export interface RefundRecord {
  id: string;
  paymentIntent: string;
  amount: number;
  metadata: Json;
  idempotencyKey?: string;
}

const MONTH_SECONDS = 30 * 24 * 3600;
const stripe = new Stripe('sk_test_stand_in');

export class StripeStandIn {
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  readonly secretKey = 'sk_test_stand_in';
  readonly publishableKey = 'pk_test_stand_in';
  readonly priceId = 'price_membership_monthly';
  /** Every request the app made, for assertions: `POST /v1/subscriptions` … */
  readonly requests: { method: string; path: string; body: Json; idempotencyKey?: string }[] = [];
  /** Answer API calls with 500s (Stripe unreachable). */
  down = false;
  /** Where events are delivered; unset in jest, where the tests deliver (and repeat, and reorder) them. */
  webhookUrl?: string;
  /** Every event Stripe sent or would send (an API update's too), oldest first, for tests to deliver late or again. */
  readonly sent: StripeEventJson[] = [];
  /** Stripe's clock, in seconds. */
  now: () => number = () => Math.floor(Date.now() / 1000);

  private server?: Server;
  private readonly customers = new Map<string, Json>();
  private readonly subscriptions = new Map<string, SubscriptionRecord>();
  private readonly invoices = new Map<string, InvoiceRecord>();
  private readonly paymentIntents = new Map<string, PaymentIntentRecord>();
  /** Every refund made, oldest first. */
  readonly refunds: RefundRecord[] = [];
  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  private readonly late: StripeEventJson[] = [];
  private readonly heldReads = new Map<string, { reached: () => void; released: Promise<void> }>();
  private sequence = 0;

  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      this.route(request, response).catch((error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | undefined;
    if (!address) throw new Error('the Stripe stand-in is not started');
    const { port } = address;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The env that points the app at this stand-in. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_ID: this.priceId,
      STRIPE_API_BASE: this.url,
    };
  }

  /** A webhook delivery as Stripe signs it; `timestamp` (Unix seconds) dates the signature, now by default. */
  sign(
    event: StripeEventJson,
    secret = this.webhookSecret,
    timestamp?: number,
  ): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  // --- What the customer does in Stripe.js, and what Stripe does over time ---

  /**
   * The customer confirms the Payment Element for this client secret: the payment succeeds or is
   * declined. `late`: its webhooks wait for `releaseLateWebhooks` (Stripe delivering late).
   */
  async confirm(
    clientSecret: string,
    outcome: 'succeeded' | 'failed',
    late = false,
  ): Promise<StripeEventJson[]> {
    const emit = (events: StripeEventJson[]) => (late ? this.holdBack(events) : this.emit(events));
    const intent = [...this.paymentIntents.values()].find((pi) => pi.clientSecret === clientSecret);
    if (!intent) throw new Error(`no payment intent with client secret ${clientSecret}`);
    // As Stripe: a canceled PaymentIntent takes no more payment (Stripe.js answers with this error).
    if (intent.status === 'canceled') throw new StandInRefusal(unexpectedState(intent, 'confirm'));
    if (outcome === 'failed') {
      intent.status = 'requires_payment_method';
      if (!intent.invoice)
        return emit([this.eventOf('payment_intent.payment_failed', this.paymentIntentJson(intent))]);
      return emit([
        this.eventOf(
          'invoice.payment_failed',
          this.invoiceJson(this.invoices.get(intent.invoice) as InvoiceRecord),
        ),
      ]);
    }
    intent.status = 'succeeded';
    if (!intent.invoice)
      return emit([this.eventOf('payment_intent.succeeded', this.paymentIntentJson(intent))]);
    const invoice = this.invoices.get(intent.invoice) as InvoiceRecord;
    invoice.status = 'paid';
    const subscription = this.subscriptions.get(invoice.subscription) as SubscriptionRecord;
    subscription.status = 'active';
    return emit([
      this.eventOf('invoice.paid', this.invoiceJson(invoice)),
      this.eventOf('customer.subscription.updated', this.subscriptionJson(subscription)),
    ]);
  }

  /**
   * The next reads of this subscription are answered as it is when asked, but only once released:
   * a read that Stripe answered before a change and the app received after it.
   */
  holdReads(subscriptionId: string): { reached: Promise<void>; release: () => void } {
    let reached = () => {};
    let release = () => {};
    const reachedOnce = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.heldReads.set(subscriptionId, { reached, released });
    return {
      reached: reachedOnce,
      release: () => {
        this.heldReads.delete(subscriptionId);
        release();
      },
    };
  }

  /** Delivers the webhooks held back by `confirm(…, late)`, in their order. */
  releaseLateWebhooks(): Promise<StripeEventJson[]> {
    return this.emit(this.late.splice(0));
  }

  private async holdBack(events: StripeEventJson[]): Promise<StripeEventJson[]> {
    this.late.push(...events);
    return events;
  }

  /** The subscription's first invoice's client secret (what the app handed to the browser). */
  clientSecretOf(subscriptionId: string): string {
    const sub = this.subscriptions.get(subscriptionId) as SubscriptionRecord;
    const invoice = this.invoices.get(sub.latestInvoice) as InvoiceRecord;
    return (this.paymentIntents.get(invoice.paymentIntent) as PaymentIntentRecord).clientSecret;
  }

  subscriptionsOfCustomer(customerId: string): SubscriptionRecord[] {
    return [...this.subscriptions.values()].filter((s) => s.customer === customerId);
  }

  subscription(id: string): SubscriptionRecord {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    return sub;
  }

  /**
   * The current period runs out: a subscription set to cancel at its end is deleted; any other is
   * renewed and its new invoice paid (or declined, with `renewal: 'failed'`).
   */
  async endPeriod(
    subscriptionId: string,
    renewal: 'succeeded' | 'failed' = 'succeeded',
  ): Promise<StripeEventJson[]> {
    const sub = this.subscription(subscriptionId);
    if (sub.cancelAtPeriodEnd) {
      sub.status = 'canceled';
      sub.endedAt = sub.periodEnd;
      sub.canceledAt = sub.canceledAt ?? this.now();
      return this.emit([this.eventOf('customer.subscription.deleted', this.subscriptionJson(sub))]);
    }
    const invoice = this.newInvoice(sub, 15000, {
      start: sub.periodEnd,
      end: sub.periodEnd + MONTH_SECONDS,
      reason: 'subscription_cycle',
    });
    sub.latestInvoice = invoice.id;
    // A trial over: billing runs from its end, as the billing cycle anchor moved there.
    sub.trialEnd = null;
    if (renewal === 'failed') {
      sub.status = 'past_due';
      return this.emit([
        this.eventOf('invoice.payment_failed', this.invoiceJson(invoice)),
        this.eventOf('customer.subscription.updated', this.subscriptionJson(sub)),
      ]);
    }
    invoice.status = 'paid';
    sub.periodStart = sub.periodEnd;
    sub.periodEnd = sub.periodStart + MONTH_SECONDS;
    sub.status = 'active';
    return this.emit([
      this.eventOf('invoice.paid', this.invoiceJson(invoice)),
      this.eventOf('customer.subscription.updated', this.subscriptionJson(sub)),
    ]);
  }

  /**
   * Stripe's clock moves on to `unixSeconds`: every period (or trial) that has run out by then ends, in
   * time order, as `endPeriod` ends one; a subscription renewed past it waits. Only `subscriptionId`'s,
   * when given (a browser test among others running at once). Answers the events.
   */
  async advanceTo(unixSeconds: number, subscriptionId?: string): Promise<StripeEventJson[]> {
    const events: StripeEventJson[] = [];
    for (;;) {
      const due = [...this.subscriptions.values()]
        .filter((s) => subscriptionId === undefined || s.id === subscriptionId)
        .filter((s) => ['active', 'trialing', 'past_due'].includes(s.status) && s.periodEnd <= unixSeconds)
        .sort((a, b) => a.periodEnd - b.periodEnd)[0];
      if (!due) return events;
      events.push(...(await this.endPeriod(due.id)));
    }
  }

  /** The subscription's invoices, oldest first: what the customer was charged, and for which time. */
  invoicesOf(subscriptionId: string): InvoiceRecord[] {
    return [...this.invoices.values()]
      .filter((invoice) => invoice.subscription === subscriptionId)
      .sort((a, b) => a.created - b.created || a.periodStart - b.periodStart);
  }

  /** Anything changed in Stripe's dashboard, without a webhook reaching the app (for sync). */
  alter(subscriptionId: string, change: Partial<SubscriptionRecord>): void {
    Object.assign(this.subscription(subscriptionId), change);
  }

  // --- The API ---

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const raw = await readBody(request);
    if (url.pathname === '/_test/confirm' && request.method === 'POST') {
      const { clientSecret, outcome, late } = JSON.parse(raw || '{}');
      try {
        const events = await this.confirm(clientSecret, outcome, late === true);
        return send(response, 200, { events: events.map((e) => e.type) });
      } catch (error) {
        if (error instanceof StandInRefusal) return send(response, 400, { error: error.stripeError });
        throw error;
      }
    }
    if (url.pathname === '/_test/release-late-webhooks' && request.method === 'POST') {
      const events = await this.releaseLateWebhooks();
      return send(response, 200, { events: events.map((e) => e.type) });
    }
    if (url.pathname === '/_test/advance' && request.method === 'POST') {
      const { to, subscriptionId } = JSON.parse(raw || '{}');
      const events = await this.advanceTo(Number(to), subscriptionId);
      return send(response, 200, { events: events.map((e) => e.type) });
    }
    if (url.pathname === '/_test/invoices' && request.method === 'GET') {
      const subscriptionId = url.searchParams.get('subscription') ?? '';
      return send(response, 200, { data: this.invoicesOf(subscriptionId) as unknown as Json[] } as Json);
    }
    if (url.pathname === '/_test/end-period' && request.method === 'POST') {
      const { subscriptionId } = JSON.parse(raw || '{}');
      const events = await this.endPeriod(subscriptionId);
      return send(response, 200, { events: events.map((e) => e.type) });
    }
    const body = { ...parseForm(url.searchParams.toString()), ...parseForm(raw) };
    const idempotencyKey = header(request, 'idempotency-key');
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey });
    if (header(request, 'authorization') !== `Bearer ${this.secretKey}`) {
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    if (this.down)
      return send(response, 500, { error: { type: 'api_error', message: 'Stripe stand-in is down' } });
    const cacheKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : undefined;
    const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
    if (cached) return send(response, cached.status, cached.body);
    const [status, answer] = this.answer(
      request.method ?? 'GET',
      url.pathname.split('/').filter(Boolean),
      body,
    );
    if (cacheKey && status < 500) this.idempotent.set(cacheKey, { status, body: answer });
    const [, resource, id] = url.pathname.split('/').filter(Boolean);
    const held =
      request.method === 'GET' && resource === 'subscriptions' ? this.heldReads.get(id) : undefined;
    if (held) {
      held.reached();
      await held.released;
    }
    send(response, status, answer);
  }

  private answer(method: string, path: string[], body: Json): [number, Json] {
    const [version, resource, id, action] = path;
    if (version !== 'v1') return notFound(path.join('/'));
    const expand = expansions(body.expand);
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = {
        id: this.id('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        metadata: body.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (resource === 'subscriptions') {
      if (method === 'GET' && !id) {
        const status = String(body.status ?? 'active');
        const data = [...this.subscriptions.values()]
          .filter((s) => !body.customer || s.customer === body.customer)
          .filter((s) => status === 'all' || s.status === status)
          .sort((a, b) => b.created - a.created)
          .slice(0, Number(body.limit ?? 10))
          .map((s) =>
            this.subscriptionJson(
              s,
              expand.has('data.latest_invoice') || expand.has('data.latest_invoice.confirmation_secret'),
            ),
          );
        return [200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' }];
      }
      if (method === 'POST' && !id) return this.createSubscription(body, expand);
      const sub = id ? this.subscriptions.get(id) : undefined;
      if (!sub) return notFound(`subscription ${id}`);
      if (method === 'GET') return [200, this.subscriptionJson(sub, expand.has('latest_invoice'))];
      if (method === 'POST') {
        if (sub.status === 'canceled') {
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                message: 'A canceled subscription can only update its cancellation_details and metadata.',
              },
            },
          ];
        }
        // Like Stripe: `false` withdraws a scheduled cancellation (cancel_at and canceled_at go back to null).
        if (body.cancel_at_period_end !== undefined) {
          sub.cancelAtPeriodEnd = body.cancel_at_period_end === 'true';
          sub.canceledAt = sub.cancelAtPeriodEnd ? this.now() : null;
        }
        // Like Stripe: a key set to the empty string is removed.
        for (const [key, value] of Object.entries((body.metadata as Json | undefined) ?? {})) {
          if (value === '') delete sub.metadata[key];
          else sub.metadata[key] = value;
        }
        const events: StripeEventJson[] = [];
        if (body.trial_end !== undefined) {
          const refused = this.moveTrialEnd(sub, String(body.trial_end), body.proration_behavior, events);
          if (refused) return refused;
        }
        const json = this.subscriptionJson(sub);
        void this.emit([...events, this.eventOf('customer.subscription.updated', json)]);
        return [200, json];
      }
    }
    if (resource === 'refunds' && method === 'POST' && !id) return this.refund(body);
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) {
        const intent = this.newPaymentIntent(
          Number(body.amount),
          String(body.currency ?? 'usd'),
          (body.customer as string) ?? null,
          (body.metadata as Json) ?? {},
          null,
        );
        return [200, this.paymentIntentJson(intent)];
      }
      const intent = id ? this.paymentIntents.get(id) : undefined;
      if (!intent) return notFound(`payment_intent ${id}`);
      if (method === 'GET' && !action) return [200, this.paymentIntentJson(intent)];
      if (method === 'POST' && action === 'cancel') return this.cancelPaymentIntent(intent, body);
    }
    return notFound(path.join('/'));
  }

  /** As Stripe: only a succeeded payment is refunded, and never by more than is left of it. */
  private refund(body: Json): [number, Json] {
    const intent = this.paymentIntents.get(String(body.payment_intent ?? ''));
    if (!intent) return notFound(`payment_intent ${body.payment_intent}`);
    const amount = body.amount === undefined ? intent.amount - intent.refunded : Number(body.amount);
    const refusal = (message: string, code: string): [number, Json] => [
      400,
      { error: { type: 'invalid_request_error', code, message } },
    ];
    if (intent.status !== 'succeeded')
      return refusal(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    if (!Number.isInteger(amount) || amount <= 0)
      return refusal('Invalid positive integer', 'parameter_invalid_integer');
    if (amount > intent.amount - intent.refunded)
      return refusal(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - intent.refunded) / 100).toFixed(2)})`,
        'amount_too_large',
      );
    intent.refunded += amount;
    const refund: RefundRecord = {
      id: this.id('re'),
      paymentIntent: intent.id,
      amount,
      metadata: (body.metadata as Json) ?? {},
    };
    this.refunds.push(refund);
    return [
      200,
      {
        id: refund.id,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: refund.metadata,
      },
    ];
  }

  /** As Stripe: only a PaymentIntent not succeeded (nor canceled already) can be canceled. */
  private cancelPaymentIntent(intent: PaymentIntentRecord, body: Json): [number, Json] {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return [400, { error: unexpectedState(intent, 'cancel', this.paymentIntentJson(intent)) }];
    }
    intent.status = 'canceled';
    intent.cancellationReason = (body.cancellation_reason as string) ?? null;
    const json = this.paymentIntentJson(intent);
    void this.emit([this.eventOf('payment_intent.canceled', json)]);
    return [200, json];
  }

  /**
   * `trial_end` on a running subscription, as Stripe moves a billing date: a free stretch from now to
   * that instant (a $0 invoice), after which the billing cycle runs from it; `now` ends a trial at once
   * and bills a new period from now. Only without prorations (the app never wants a credit for it).
   */
  private moveTrialEnd(
    sub: SubscriptionRecord,
    trialEnd: string,
    proration: unknown,
    events: StripeEventJson[],
  ): [number, Json] | undefined {
    const refuse = (message: string): [number, Json] => [
      400,
      { error: { type: 'invalid_request_error', message } },
    ];
    if (proration !== 'none') return refuse('the app must move a billing date without prorations');
    const now = this.now();
    if (trialEnd === 'now') {
      if (sub.trialEnd === null) return refuse('This subscription has no trial to end.');
      const invoice = this.newInvoice(sub, 15000, {
        start: now,
        end: now + MONTH_SECONDS,
        reason: 'subscription_update',
      });
      invoice.status = 'paid';
      sub.latestInvoice = invoice.id;
      sub.trialEnd = null;
      sub.status = 'active';
      sub.periodStart = now;
      sub.periodEnd = now + MONTH_SECONDS;
      events.push(this.eventOf('invoice.paid', this.invoiceJson(invoice)));
      return undefined;
    }
    const end = Number(trialEnd);
    if (!Number.isInteger(end) || end <= now)
      return refuse('Invalid timestamp: must be an integer Unix timestamp in the future.');
    const free = this.newInvoice(sub, 0, { start: now, end, reason: 'subscription_update' });
    free.status = 'paid';
    sub.latestInvoice = free.id;
    sub.trialEnd = end;
    sub.status = 'trialing';
    sub.periodStart = now;
    sub.periodEnd = end;
    events.push(this.eventOf('invoice.paid', this.invoiceJson(free)));
    return undefined;
  }

  /** The PaymentIntent as the stand-in holds it now (its status after a cancel or a payment). */
  paymentIntent(id: string): PaymentIntentRecord {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw new Error(`no payment intent ${id}`);
    return intent;
  }

  private createSubscription(body: Json, expand: Set<string>): [number, Json] {
    const customer = String(body.customer ?? '');
    if (!this.customers.has(customer)) return notFound(`customer ${customer}`);
    const items = (body.items ?? {}) as Record<string, { price?: string }>;
    const price = Object.values(items)[0]?.price;
    if (price !== this.priceId) return notFound(`price ${price}`);
    if (body.payment_behavior !== 'default_incomplete') {
      return [
        400,
        { error: { type: 'invalid_request_error', message: 'the app must use default_incomplete' } },
      ];
    }
    const now = this.now();
    const sub: SubscriptionRecord = {
      id: this.id('sub'),
      customer,
      status: 'incomplete',
      price,
      periodStart: now,
      periodEnd: now + MONTH_SECONDS,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      canceledAt: null,
      endedAt: null,
      created: now + this.sequence / 1000,
      latestInvoice: '',
      metadata: (body.metadata as Json) ?? {},
    };
    this.subscriptions.set(sub.id, sub);
    sub.latestInvoice = this.newInvoice(sub, 15000, {
      start: now,
      end: now + MONTH_SECONDS,
      reason: 'subscription_create',
    }).id;
    return [
      200,
      this.subscriptionJson(
        sub,
        expand.has('latest_invoice') || expand.has('latest_invoice.confirmation_secret'),
      ),
    ];
  }

  private newInvoice(
    sub: SubscriptionRecord,
    amount: number,
    period: { start: number; end: number; reason: InvoiceRecord['billingReason'] },
  ): InvoiceRecord {
    const invoice: InvoiceRecord = {
      id: this.id('in'),
      customer: sub.customer,
      subscription: sub.id,
      status: 'open',
      paymentIntent: '',
      amountDue: amount,
      periodStart: period.start,
      periodEnd: period.end,
      created: period.start,
      billingReason: period.reason,
    };
    invoice.paymentIntent = this.newPaymentIntent(amount, 'usd', sub.customer, {}, invoice.id).id;
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  private newPaymentIntent(
    amount: number,
    currency: string,
    customer: string | null,
    metadata: Json,
    invoice: string | null,
  ) {
    const id = this.id('pi');
    const intent: PaymentIntentRecord = {
      id,
      clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      amount,
      currency,
      customer,
      status: 'requires_payment_method',
      metadata,
      invoice,
      refunded: 0,
    };
    this.paymentIntents.set(id, intent);
    return intent;
  }

  private subscriptionJson(sub: SubscriptionRecord, expandInvoice = false): Json {
    const invoice = this.invoices.get(sub.latestInvoice);
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      created: Math.floor(sub.created),
      start_date: Math.floor(sub.created),
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
      trial_end: sub.trialEnd,
      canceled_at: sub.canceledAt,
      ended_at: sub.endedAt,
      metadata: sub.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id}`,
            object: 'subscription_item',
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
            price: { id: sub.price, object: 'price' },
          },
        ],
      },
      latest_invoice: expandInvoice && invoice ? this.invoiceJson(invoice) : sub.latestInvoice,
    };
  }

  private invoiceJson(invoice: InvoiceRecord): Json {
    const intent = this.paymentIntents.get(invoice.paymentIntent) as PaymentIntentRecord;
    return {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customer,
      status: invoice.status,
      amount_due: invoice.amountDue,
      amount_paid: invoice.status === 'paid' ? invoice.amountDue : 0,
      billing_reason: invoice.billingReason,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: invoice.subscription, metadata: {} },
      },
      confirmation_secret: { client_secret: intent.clientSecret, type: 'payment_intent' },
    };
  }

  private paymentIntentJson(intent: PaymentIntentRecord): Json {
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      currency: intent.currency,
      customer: intent.customer,
      status: intent.status,
      client_secret: intent.clientSecret,
      metadata: intent.metadata,
      cancellation_reason: intent.cancellationReason ?? null,
    };
  }

  /** An event as Stripe sends it; tests build with it the ones the stand-in never sends (of no concern to the app). */
  eventOf(type: string, object: Json): StripeEventJson {
    return {
      id: this.id('evt'),
      object: 'event',
      type,
      created: this.now(),
      livemode: false,
      api_version: '2025-stand-in',
      data: { object },
    };
  }

  private async emit(events: StripeEventJson[]): Promise<StripeEventJson[]> {
    this.sent.push(...events);
    if (!this.webhookUrl) return events;
    for (const event of events) {
      const { payload, signature } = this.sign(event);
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).catch((error) => ({ ok: false, status: String(error) }) as const);
      if (!response.ok) console.warn(`stand-in webhook ${event.type} answered ${response.status}`);
    }
    return events;
  }

  private id(prefix: string): string {
    this.sequence++;
    return `${prefix}_${randomBytes(7).toString('hex')}${this.sequence}`;
  }
}

/** A Stripe error the stand-in answers instead of doing what was asked. */
class StandInRefusal extends Error {
  constructor(readonly stripeError: Json) {
    super(String(stripeError.message));
  }
}

/** Stripe's answer to an operation a PaymentIntent's status does not allow. */
function unexpectedState(intent: PaymentIntentRecord, operation: string, json?: Json): Json {
  return {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `You cannot ${operation} this PaymentIntent because it has a status of ${intent.status}.`,
    ...(json && { payment_intent: json }),
  };
}

function send(response: ServerResponse, status: number, body: Json): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

function notFound(what: string): [number, Json] {
  return [404, { error: { type: 'invalid_request_error', message: `No such ${what}` } }];
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

/** Stripe's form encoding: `items[0][price]=x&expand[0]=y&metadata[userId]=z`. */
function parseForm(text: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = result as Record<string, unknown>;
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1) {
        node[part] = value;
      } else {
        node[part] = node[part] ?? {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return result;
}

function expansions(expand: unknown): Set<string> {
  if (!expand) return new Set();
  if (typeof expand === 'string') return new Set([expand, ...prefixes(expand)]);
  return new Set(Object.values(expand as Record<string, string>).flatMap((e) => [e, ...prefixes(e)]));
}

function prefixes(path: string): string[] {
  const parts = path.split('.');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('.'));
}
