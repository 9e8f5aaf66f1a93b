import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { CommandPath } from '../../platform/command-path/command-path.js';
import type { CommandOptions, UnitOfWork } from '../../platform/command-path/unit-of-work.js';
import { memberStream } from '../../platform/domain/member-stream.js';
import { type Membership, membershipDecider } from './domain/membership.js';
import { subscriptionFacts } from './stripe/stripe-gateway.js';

/**
 * Records what Stripe says of a subscription on the member's stream: the membership decider appends
 * only the difference, so a webhook, its repetition, a late one and an admin's sync agree.
 */
@Injectable()
export class MembershipLedger {
  constructor(private readonly commands: CommandPath) {}

  /** In a transaction of its own; answers the membership after it, and how many events that took. */
  async reconcile(
    userId: string,
    subscription: Stripe.Subscription,
    options: CommandOptions = {},
  ): Promise<{ state: Membership; changed: number }> {
    const { state, newEvents } = await this.commands.handleCommand(
      memberStream(userId),
      (now) => reconcileCommand(userId, subscription, now),
      membershipDecider,
      options,
    );
    return { state, changed: newEvents.length };
  }

  /**
   * A member's own change at Stripe (cancel, keep): the domain decides on the member's stream first, so
   * a refusal asks Stripe nothing; then Stripe makes the change and its answer is recorded. Answers
   * the membership after it.
   */
  async changeAtStripe(
    userId: string,
    request: 'RequestCancellation' | 'RequestCancellationWithdrawal',
    change: (subscriptionId: string) => Promise<Stripe.Subscription>,
  ): Promise<Membership> {
    const { state } = await this.commands.handleCommand(
      memberStream(userId),
      (now) => ({ type: request, data: { userId, now } }),
      membershipDecider,
      { metadata: { userId }, actingMember: userId },
    );
    const subscription = await change(state.subscriptionId as string);
    return (await this.reconcile(userId, subscription, { metadata: { userId } })).state;
  }

  /** Inside a caller's transaction (the webhook records its delivery with it). */
  async reconcileWithin(
    uow: UnitOfWork,
    userId: string,
    subscription: Stripe.Subscription,
    options: CommandOptions = {},
  ): Promise<number> {
    const { newEvents } = await uow.handleCommand(
      memberStream(userId),
      reconcileCommand(userId, subscription, uow.now),
      membershipDecider,
      options,
    );
    return newEvents.length;
  }
}

function reconcileCommand(userId: string, subscription: Stripe.Subscription, now: Date) {
  return {
    type: 'ReconcileSubscription' as const,
    data: { userId, now, subscription: subscriptionFacts(subscription) },
  };
}
