// The membership and fees context's public face: memberships paid through Stripe and the fees ledger's
// payments. Their events are in domain/membership, their read models in projections/membership and
// projections/fee-payment.

export { ListFeesQuery } from './list-fees/list-fees.query.js';
export { MembershipModule } from './membership.module.js';
export { MembershipStatuses } from './membership-statuses/membership-statuses.js';
export { payerOf } from './payer.js';
export { PaymentProviderUnavailable, PaymentsNotConfigured } from './stripe/payment-errors.js';
export { StripeCustomers } from './stripe/stripe-customers.js';
export { StripeGateway } from './stripe/stripe-gateway.js';
export { type PaymentPurpose, PaymentPurposes, type PaymentWork } from './stripe-webhook/payment-purposes.js';
export { STRIPE_WEBHOOK_PATH } from './stripe-webhook/stripe-webhook.path.js';
