// The membership and fees context's public face: memberships paid through Stripe, their periods and
// read models, the fees ledger and its payments.

export { type FeePaymentEvent, feePaymentEventTypes } from './domain/fee-payment.events.js';
export { type MembershipEvent, membershipEventTypes } from './domain/membership.events.js';
export { ListFeesQuery } from './list-fees/list-fees.query.js';
export { MembershipModule } from './membership.module.js';
export { feePaymentProjector } from './read-models/fee-payment/fee-payment.projector.js';
export { complimentaryPeriodId, membershipProjector } from './read-models/membership/membership.projector.js';
export {
  complimentaryGrantsJsonSql,
  membershipOf,
  NO_MEMBERSHIP,
} from './read-models/membership/membership.queries.js';
export { readMemberships, wasMemberOn } from './read-models/membership/membership-source.js';
export { MembershipStatuses } from './read-models/membership/membership-statuses.js';
export { STRIPE_WEBHOOK_PATH } from './stripe-webhook/stripe-webhook.path.js';
