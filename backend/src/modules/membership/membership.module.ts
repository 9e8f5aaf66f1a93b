import { Module } from '@nestjs/common';
import { CancelSubscriptionController } from './cancel-subscription/cancel-subscription.controller.js';
import { CancelSubscriptionHandler } from './cancel-subscription/cancel-subscription.handler.js';
import { ComplimentaryGrants } from './complimentary-grants.js';
import { CreateSubscriptionController } from './create-subscription/create-subscription.controller.js';
import { CreateSubscriptionHandler } from './create-subscription/create-subscription.handler.js';
import { EndComplimentaryMembershipController } from './end-complimentary-membership/end-complimentary-membership.controller.js';
/** The monthly membership paid through Stripe, and the fees ledger with its online payment. */
import { FeeSettlements } from './fee-settlements.js';
import { GrantComplimentaryMembershipController } from './grant-complimentary-membership/grant-complimentary-membership.controller.js';
import { KeepMembershipController } from './keep-membership/keep-membership.controller.js';
import { KeepMembershipHandler } from './keep-membership/keep-membership.handler.js';
import { ListFeesController } from './list-fees/list-fees.controller.js';
import { ListFeesHandler } from './list-fees/list-fees.handler.js';
import { MembershipLedger } from './membership-ledger.js';
import { MembershipPauses } from './membership-pauses.js';
import {
  AdminPauseMembershipController,
  PauseMembershipController,
} from './pause-membership/pause-membership.controller.js';
import { FeePayments } from './pay-fees/fee-payments.js';
import { PayFeesController } from './pay-fees/pay-fees.controller.js';
import { PayFeesHandler } from './pay-fees/pay-fees.handler.js';
import { PaymentsConfigController } from './payments-config/payments-config.controller.js';
import { SettleFeeByHandController } from './settle-fee-by-hand/settle-fee-by-hand.controller.js';
import { SettleFeeByHandHandler } from './settle-fee-by-hand/settle-fee-by-hand.handler.js';
import { StripeCustomers } from './stripe/stripe-customers.js';
import { StripeGateway } from './stripe/stripe-gateway.js';
import { PaymentPurposes } from './stripe-webhook/payment-purposes.js';
import { StripeWebhookController } from './stripe-webhook/stripe-webhook.controller.js';
import { StripeWebhookHandler } from './stripe-webhook/stripe-webhook.handler.js';
import { SyncMembershipsController } from './sync-memberships/sync-memberships.controller.js';
import { SyncMemberships } from './sync-memberships/sync-memberships.js';
import { TakePaymentController } from './take-payment/take-payment.controller.js';
import { TakePaymentHandler } from './take-payment/take-payment.handler.js';
import { WaiveFeeController } from './waive-fee/waive-fee.controller.js';
import { WaiveFeeHandler } from './waive-fee/waive-fee.handler.js';
@Module({
  controllers: [
    PaymentsConfigController,
    CreateSubscriptionController,
    CancelSubscriptionController,
    KeepMembershipController,
    PauseMembershipController,
    AdminPauseMembershipController,
    StripeWebhookController,
    SyncMembershipsController,
    PayFeesController,
    ListFeesController,
    SettleFeeByHandController,
    WaiveFeeController,
    TakePaymentController,
    GrantComplimentaryMembershipController,
    EndComplimentaryMembershipController,
  ],
  providers: [
    StripeGateway,
    StripeCustomers,
    PaymentPurposes,
    MembershipLedger,
    MembershipPauses,
    FeePayments,
    FeeSettlements,
    ComplimentaryGrants,
    CreateSubscriptionHandler,
    CancelSubscriptionHandler,
    KeepMembershipHandler,
    StripeWebhookHandler,
    SyncMemberships,
    PayFeesHandler,
    ListFeesHandler,
    SettleFeeByHandHandler,
    WaiveFeeHandler,
    TakePaymentHandler,
  ],
  // For other contexts' payments through Stripe (programs): the gateway, customers and the webhook's purposes.
  exports: [StripeGateway, StripeCustomers, PaymentPurposes],
})
export class MembershipModule {}
