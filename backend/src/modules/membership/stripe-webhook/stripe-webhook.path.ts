/** Where Stripe delivers events (CSRF-exempt, raw body); the Stripe CLI forwards here in test mode. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
