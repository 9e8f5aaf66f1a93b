// The membership and fees context's public face: memberships paid through Stripe and the fees ledger's
// payments. Their events are in domain/membership, their read models in projections/membership and
// projections/fee-payment.

export { ListFeesQuery } from './list-fees/list-fees.query.js';
export { MembershipModule } from './membership.module.js';
export { MembershipStatuses } from './membership-statuses/membership-statuses.js';
export { STRIPE_WEBHOOK_PATH } from './stripe-webhook/stripe-webhook.path.js';
