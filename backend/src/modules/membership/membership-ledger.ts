import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import {
  type Membership,
  type MembershipCommand,
  membershipDecider,
  StaleSubscriptionRead,
} from '../../domain/membership/membership.js';
import { CommandPath } from '../../platform/command-path/command-path.js';
import type { CommandOptions, UnitOfWork } from '../../platform/command-path/unit-of-work.js';
import { memberStream } from '../../platform/domain/member-stream.js';
import { StripeGateway, subscriptionFacts } from './stripe/stripe-gateway.js';

/** Reads of Stripe overtaken by other records, one after another, before the caller is asked to retry. */
const READS = 3;

/**
 * Records what Stripe says of a subscription on the member's stream: the membership decider appends
 * only the difference, so a webhook, its repetition, a late one and an admin's sync agree. Every read
 * of Stripe is dated by the membership's revision before it; one overtaken by a record made meanwhile
 * (the member's cancel landing while a webhook read Stripe) is refused and read again, so an older
 * read never undoes a newer record.
 */
@Injectable()
export class MembershipLedger {
  constructor(
    private readonly commands: CommandPath,
    private readonly stripe: StripeGateway,
  ) {}

  /** The membership's revision now: a read of Stripe made after this is dated by it. */
  async revisionOf(userId: string): Promise<number> {
    return (await this.observe(userId)).revision;
  }

  /**
   * Records what Stripe says now of the member's current subscription, so a decision taken next on
   * the stream starts from Stripe's word (a renewal whose webhook has not landed yet, say).
   */
  async catchUpWithStripe(userId: string, options: CommandOptions = {}): Promise<Membership> {
    const { state } = await this.recordFromStripe(
      userId,
      async () => {
        const { subscriptionId } = await this.observe(userId);
        const subscription = subscriptionId ? await this.stripe.retrieveSubscription(subscriptionId) : null;
        return subscription ? [subscription] : [];
      },
      options,
    );
    return state;
  }

  /**
   * Reads the member's subscriptions from Stripe and records them, oldest first, each in a
   * transaction of its own; read again when overtaken. Answers the membership after it, and how many
   * events that took.
   */
  async recordFromStripe(
    userId: string,
    read: () => Promise<readonly Stripe.Subscription[]>,
    options: CommandOptions = {},
  ): Promise<{ state: Membership; changed: number }> {
    return this.retryingStaleReads(async () => {
      const readAt = await this.revisionOf(userId);
      return this.recordRead(userId, await read(), readAt, options);
    });
  }

  /**
   * A member's own change at Stripe (cancel, keep, pause, resume; an admin's for them): the domain decides on the member's stream first, so
   * a refusal asks Stripe nothing; then Stripe makes the change and its answer is recorded (or, if a
   * webhook recorded something meanwhile, Stripe is read again). Answers the membership after it.
   */
  async changeAtStripe(
    userId: string,
    request: 'RequestCancellation' | 'RequestCancellationWithdrawal' | ((now: Date) => MembershipCommand),
    change: (subscriptionId: string, state: Membership) => Promise<Stripe.Subscription>,
    metadata: Record<string, unknown> = {},
  ): Promise<Membership> {
    const options = { metadata: { userId, ...metadata } };
    const { state } = await this.commands.handleCommand(
      memberStream(userId),
      typeof request === 'string' ? (now) => ({ type: request, data: { userId, now } }) : request,
      membershipDecider,
      { ...options, actingMember: userId },
    );
    const subscriptionId = state.subscriptionId as string;
    const answer = await change(subscriptionId, state);
    try {
      return (await this.recordRead(userId, [answer], state.revision, options)).state;
    } catch (error) {
      if (!(error instanceof StaleSubscriptionRead)) throw error;
      const again = async () => {
        const now = await this.stripe.retrieveSubscription(subscriptionId);
        return now ? [now] : [];
      };
      return (await this.recordFromStripe(userId, again, options)).state;
    }
  }

  /**
   * Inside a caller's transaction (the webhook records its delivery with it), a read made after the
   * membership stood at `readAt`; StaleSubscriptionRead rolls the caller's transaction back.
   */
  async recordWithin(
    uow: UnitOfWork,
    userId: string,
    subscription: Stripe.Subscription,
    readAt: number,
    options: CommandOptions = {},
  ): Promise<number> {
    const { newEvents } = await uow.handleCommand(
      memberStream(userId),
      reconcileCommand(userId, subscription, readAt, uow.now),
      membershipDecider,
      options,
    );
    return newEvents.length;
  }

  /** Runs `attempt` again while its read of Stripe is overtaken, a few times. */
  async retryingStaleReads<T>(attempt: () => Promise<T>): Promise<T> {
    for (let left = READS; ; left--) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof StaleSubscriptionRead) || left === 1) throw error;
      }
    }
  }

  private async recordRead(
    userId: string,
    subscriptions: readonly Stripe.Subscription[],
    readAt: number,
    options: CommandOptions,
  ): Promise<{ state: Membership; changed: number }> {
    let revision = readAt;
    let changed = 0;
    let state: Membership | undefined;
    for (const subscription of [...subscriptions].sort((a, b) => a.created - b.created)) {
      const result = await this.commands.handleCommand(
        memberStream(userId),
        (now) => reconcileCommand(userId, subscription, revision, now),
        membershipDecider,
        options,
      );
      // The read's own records move the revision; anyone else's in between are caught by the next.
      ({ state } = result);
      revision = state.revision;
      changed += result.newEvents.length;
    }
    return { state: state ?? (await this.observe(userId)), changed };
  }

  private async observe(userId: string): Promise<Membership> {
    const { state } = await this.commands.handleCommand(
      memberStream(userId),
      (now) => ({ type: 'ObserveMembership' as const, data: { userId, now } }),
      membershipDecider,
    );
    return state;
  }
}

function reconcileCommand(
  userId: string,
  subscription: Stripe.Subscription,
  readAtRevision: number,
  now: Date,
) {
  return {
    type: 'ReconcileSubscription' as const,
    data: { userId, now, readAtRevision, subscription: subscriptionFacts(subscription) },
  };
}
