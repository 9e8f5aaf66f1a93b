// The membership and fees context's public face: memberships paid through Stripe, their periods and
// read models, the fees ledger and its payments.

export { type FeePaymentEvent, feePaymentEventTypes } from '../../domain/membership/fee-payment.events.js';
export { type MembershipEvent, membershipEventTypes } from '../../domain/membership/membership.events.js';
export { feePaymentProjector } from '../../projections/fee-payment/fee-payment.projector.js';
export {
  complimentaryPeriodId,
  membershipProjector,
} from '../../projections/membership/membership.projector.js';
export {
  complimentaryGrantsJsonSql,
  membershipOf,
  NO_MEMBERSHIP,
} from '../../projections/membership/membership.queries.js';
export { readMemberships, wasMemberOn } from '../../projections/membership/membership-source.js';
export { ListFeesQuery } from './list-fees/list-fees.query.js';
export { MembershipModule } from './membership.module.js';
export { MembershipStatuses } from './membership-statuses/membership-statuses.js';
export { STRIPE_WEBHOOK_PATH } from './stripe-webhook/stripe-webhook.path.js';
