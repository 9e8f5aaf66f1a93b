import type { Page } from '@playwright/test';

/**
 * Stripe.js replaced at the network boundary: https://js.stripe.com/** answers this script, a fake
 * Payment Element (one card-number field) whose confirmPayment asks the Stripe stand-in (through
 * https://api.stripe.com/_test/confirm, which the CSP admits and the test routes to the stand-in) to
 * pay or decline, as Stripe's servers would. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is
 * declined with Stripe's message. The stand-in then delivers the signed webhooks to the app.
 */
const FAKE_STRIPE_JS = `
(() => {
  const DECLINED = '4000000000000002';
  function createElement(type) {
    const handlers = {};
    let input;
    const emit = (event, payload) => (handlers[event] || []).forEach((h) => h(payload));
    return {
      mount(node) {
        const target = typeof node === 'string' ? document.querySelector(node) : node;
        const label = document.createElement('label');
        label.textContent = 'Card number';
        input = document.createElement('input');
        input.name = 'cardnumber';
        input.setAttribute('data-testid', 'fake-card-number');
        input.addEventListener('input', () => emit('change', { elementType: type, complete: input.value.length >= 16, empty: !input.value }));
        label.appendChild(input);
        target.appendChild(label);
        setTimeout(() => emit('ready', { elementType: type }), 50);
      },
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return this; },
      off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return this; },
      once(event, handler) { return this.on(event, handler); },
      update() {}, focus() { input && input.focus(); }, blur() {}, clear() { if (input) input.value = ''; },
      unmount() {}, destroy() {},
      get value() { return input ? input.value.replace(/\\s+/g, '') : ''; },
    };
  }
  function Stripe(publishableKey) {
    let clientSecret;
    const created = {};
    const elements = (options) => {
      clientSecret = options && options.clientSecret;
      return {
        create(type) { created[type] = createElement(type); return created[type]; },
        getElement(type) { return created[type] || null; },
        update() {}, fetchUpdates: async () => ({}), submit: async () => ({}),
      };
    };
    return {
      publishableKey,
      elements,
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      _registerWrapper() {},
      registerAppInfo() {},
      async confirmPayment({ confirmParams }) {
        window.__fakeStripeReturnUrl = confirmParams && confirmParams.return_url;
        const card = created.payment ? created.payment.value : '';
        const outcome = card === DECLINED ? 'failed' : 'succeeded';
        const response = await fetch('https://api.stripe.com/_test/confirm', {
          method: 'POST',
          // text/plain: a simple request, no CORS preflight for the test route to answer
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ clientSecret, outcome }),
        });
        if (!response.ok) {
          // Stripe's own refusal (a canceled PaymentIntent) reaches the page as Stripe.js would hand it.
          const refused = await response.json().catch(() => null);
          return { error: (refused && refused.error) || { type: 'api_error', message: 'The stand-in failed: ' + response.status } };
        }
        if (outcome === 'failed') {
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        }
        return { paymentIntent: { id: clientSecret.split('_secret_')[0], status: 'succeeded' } };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

export function stripeStandInUrl(): string {
  const url = process.env.E2E_STRIPE_URL;
  if (!url)
    throw new Error('E2E_STRIPE_URL is not set: the Stripe stand-in was not started by global-setup.ts');
  return url;
}

/** Routes Stripe.js to the fake above and Stripe's API calls from the page to the stand-in. */
export async function useFakeStripe(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const response = await route.fetch({ url: `${stripeStandInUrl()}${path}` });
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'access-control-allow-origin': '*' },
    });
  });
}

/** What Stripe does when a paid period runs out: renew, or end a subscription set to cancel. */
export async function endStripePeriod(subscriptionId: string): Promise<void> {
  const response = await fetch(`${stripeStandInUrl()}/_test/end-period`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subscriptionId }),
  });
  if (!response.ok) throw new Error(`end-period answered ${response.status}: ${await response.text()}`);
}

/** Stripe's clock moves to `to` for one subscription: every renewal (or trial end) due by then happens. */
export async function advanceStripe(subscriptionId: string, to: Date): Promise<void> {
  const response = await fetch(`${stripeStandInUrl()}/_test/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subscriptionId, to: Math.floor(to.getTime() / 1000) }),
  });
  if (!response.ok) throw new Error(`advance answered ${response.status}: ${await response.text()}`);
}

/** An invoice of the stand-in: what it charged (cents, paid or not) and for which time (Unix seconds). */
export interface StandInInvoice {
  amountDue: number;
  status: string;
  periodStart: number;
  periodEnd: number;
  billingReason: string;
}

/** The subscription's invoices at the stand-in, oldest first. */
export async function stripeInvoices(subscriptionId: string): Promise<StandInInvoice[]> {
  const response = await fetch(`${stripeStandInUrl()}/_test/invoices?subscription=${subscriptionId}`);
  if (!response.ok) throw new Error(`invoices answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data;
}
