import type { Decider } from '../../platform/domain/decider.js';
import { DomainError, domainError } from '../../platform/domain/domain-error.js';
import { studioDate } from '../../platform/domain/eastern-time.js';
import type { MembershipEvent } from './membership.events.js';
import {
  CannotPause,
  NotPaused,
  type Pause,
  type PauseFacts,
  pauseCovers,
  pauseDays,
  pauseEventsFrom,
} from './membership-pause.js';

/** Stripe's subscription statuses in which the member has paid for the current period. */
export const PAID_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);
/** Statuses after which the subscription never becomes active again. */
const OVER_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired']);

/** What Stripe says of one subscription now, read from Stripe (never from a webhook's possibly stale copy). */
export interface SubscriptionFacts {
  readonly id: string;
  readonly status: string;
  /** ISO instants of the current period. */
  readonly currentPeriodStart: string;
  readonly currentPeriodEnd: string;
  /** When a cancellation is scheduled: the instant it takes effect. */
  readonly cancelAt: string | null;
  /** When the subscription ended, if it has. */
  readonly endedAt: string | null;
  /** The latest pause the subscription records (its metadata), if any. */
  readonly pause: PauseFacts | null;
}

export type Membership = {
  readonly active: boolean;
  readonly subscriptionId: string | null;
  readonly periodEnd: string | null;
  readonly cancelAt: string | null;
  readonly failedInvoices: ReadonlySet<string>;
  /** The latest pause; it keeps the member from their benefits on its days only while the membership runs. */
  readonly pause: Pause | null;
  /**
   * How many of Stripe's subscription facts the stream has recorded. A read from Stripe is dated by
   * the revision it followed: once more facts are recorded, that read may predate them.
   */
  readonly revision: number;
};

export const initialMembership: Membership = {
  active: false,
  subscriptionId: null,
  periodEnd: null,
  cancelAt: null,
  failedInvoices: new Set(),
  pause: null,
  revision: 0,
};

/** Whether a running paid membership is paused on the Eastern date `date`. */
export function isPausedOn(state: Membership, date: string): boolean {
  return state.active && pauseCovers(state.pause, date);
}

/** The events that record what Stripe said of a subscription (a payment failure is a fact of an invoice). */
const SUBSCRIPTION_FACTS = new Set([
  'MembershipStarted',
  'MembershipRenewed',
  'MembershipCancellationScheduled',
  'MembershipCancellationWithdrawn',
  'MembershipEnded',
  'MembershipPaused',
  'MembershipResumed',
]);

/** Folds only the membership events; the member stream carries other features' events too. */
export function evolve(state: Membership, event: { type: string; data: unknown }): Membership {
  const next = applyFact(state, event);
  return SUBSCRIPTION_FACTS.has(event.type) ? { ...next, revision: state.revision + 1 } : next;
}

function applyFact(state: Membership, event: { type: string; data: unknown }): Membership {
  const known = event as MembershipEvent;
  switch (known.type) {
    case 'MembershipStarted':
      return {
        ...state,
        active: true,
        subscriptionId: known.data.subscriptionId,
        periodEnd: known.data.periodEnd,
        cancelAt: null,
        // A pause belongs to its subscription: a new one starts unpaused.
        pause: null,
      };
    case 'MembershipRenewed':
      return { ...state, periodEnd: known.data.periodEnd };
    case 'MembershipPaymentFailed':
      return { ...state, failedInvoices: new Set(state.failedInvoices).add(known.data.invoiceId) };
    case 'MembershipCancellationScheduled':
      return { ...state, cancelAt: known.data.endsAt };
    case 'MembershipCancellationWithdrawn':
      return { ...state, cancelAt: null };
    case 'MembershipEnded':
      return { ...state, active: false, cancelAt: null };
    case 'MembershipPaused': {
      const { pauseId, subscriptionId, from, until, nextBillingAt } = known.data;
      return {
        ...state,
        periodEnd: nextBillingAt,
        pause: { id: pauseId, subscriptionId, from, until, lastDay: until, resumedOn: null },
      };
    }
    case 'MembershipResumed': {
      if (state.pause?.id !== known.data.pauseId) return { ...state, periodEnd: known.data.nextBillingAt };
      const { resumedOn, lastDay, nextBillingAt } = known.data;
      return { ...state, periodEnd: nextBillingAt, pause: { ...state.pause, resumedOn, lastDay } };
    }
    default:
      return state;
  }
}

type Data<T> = { userId: string; now: Date } & T;
/**
 * Bring the membership in line with the subscription as Stripe has it, read after the stream stood at
 * `readAtRevision` (ObserveMembership answers it).
 */
export type ReconcileSubscription = {
  type: 'ReconcileSubscription';
  data: Data<{ subscription: SubscriptionFacts; readAtRevision: number }>;
};
/** Decides nothing: answers the membership as recorded, so that a read from Stripe can be dated by it. */
export type ObserveMembership = { type: 'ObserveMembership'; data: Data<object> };
export type RecordPaymentFailure = {
  type: 'RecordPaymentFailure';
  data: Data<{ subscriptionId: string; invoiceId: string }>;
};
/** The member asks to cancel: only a current member may, and it is decided before Stripe is asked. */
export type RequestCancellation = { type: 'RequestCancellation'; data: Data<object> };
/**
 * The member changes their mind ("Keep my membership"): only while a cancellation is scheduled and its
 * period has not yet run out; decided before Stripe is asked, like the cancellation.
 */
export type RequestCancellationWithdrawal = { type: 'RequestCancellationWithdrawal'; data: Data<object> };
/**
 * The member (or an admin for them) asks to pause for `weeks` from today: only a running paid
 * membership with no end set, not paused already; decided before Stripe is asked, like the
 * cancellation. What is recorded is what Stripe then answers (reconcile: MembershipPaused).
 */
export type RequestPause = { type: 'RequestPause'; data: Data<{ weeks: number }> };
/** Ends a running pause today: the member is one again from today. Decided before Stripe is asked. */
export type RequestResume = { type: 'RequestResume'; data: Data<object> };
export type MembershipCommand =
  | ObserveMembership
  | ReconcileSubscription
  | RecordPaymentFailure
  | RequestCancellation
  | RequestCancellationWithdrawal
  | RequestPause
  | RequestResume;

export class NoActiveMembership extends domainError('conflict', 'You have no active membership to cancel.') {}

/**
 * Stripe was read before facts were recorded that it may not show (a webhook's read overtaken by the
 * member's cancel, say): recording it would bring back what those facts replaced, so read again.
 */
export class StaleSubscriptionRead extends domainError(
  'conflict',
  'The membership changed while Stripe was being read. Please try again.',
) {}

export class AlreadyAMember extends domainError('conflict', 'User already has an active subscription.') {}

/** Why "Keep my membership" is refused (409): there is nothing to keep, or nothing to withdraw. */
export class CannotKeepMembership extends DomainError {
  readonly kind = 'conflict';

  static readonly notAMember = 'You have no membership to keep.';
  static readonly notCancelled = 'Your membership is not set to end: there is no cancellation to withdraw.';
  static readonly over = 'Your membership has already ended. Please subscribe again to rejoin.';
}

/**
 * Decisions from facts, so that repeated and out-of-order webhooks, and an admin's sync, all give the
 * same result: each command compares what Stripe says now with what the stream already records and
 * appends only the difference. A late word about an older subscription never touches a newer one, and
 * a read of Stripe overtaken by facts recorded after it began is refused (StaleSubscriptionRead).
 */
export function decide(command: MembershipCommand, state: Membership): MembershipEvent[] {
  const { userId, now } = command.data;
  const at = now.toISOString();
  switch (command.type) {
    case 'ObserveMembership':
      return [];
    case 'RequestCancellation':
      if (!state.active || !state.subscriptionId) throw new NoActiveMembership();
      return [];
    case 'RequestCancellationWithdrawal':
      if (!state.subscriptionId) throw new CannotKeepMembership(CannotKeepMembership.notAMember);
      // Once the scheduled end has come the subscription is over, though its webhook may not have landed.
      if (!state.active || (state.cancelAt !== null && at >= state.cancelAt))
        throw new CannotKeepMembership(CannotKeepMembership.over);
      if (state.cancelAt === null) throw new CannotKeepMembership(CannotKeepMembership.notCancelled);
      // What is recorded is what Stripe answers (reconcile: MembershipCancellationWithdrawn).
      return [];
    case 'RequestPause': {
      if (!state.active || !state.subscriptionId) throw new CannotPause(CannotPause.notPaid);
      if (state.cancelAt !== null) throw CannotPause.ending(state.cancelAt);
      const today = studioDate(now);
      if (state.pause && isPausedOn(state, today)) throw CannotPause.alreadyPaused(state.pause.lastDay);
      pauseDays(today, command.data.weeks);
      return [];
    }
    case 'RequestResume':
      if (!isPausedOn(state, studioDate(now))) throw new NotPaused();
      return [];
    case 'RecordPaymentFailure': {
      const { subscriptionId, invoiceId } = command.data;
      if (state.failedInvoices.has(invoiceId)) return [];
      return [{ type: 'MembershipPaymentFailed', data: { userId, subscriptionId, invoiceId, at } }];
    }
    case 'ReconcileSubscription':
      if (command.data.readAtRevision !== state.revision) throw new StaleSubscriptionRead();
      return reconcile(userId, command.data.subscription, state, at);
  }
}

function reconcile(userId: string, sub: SubscriptionFacts, state: Membership, at: string): MembershipEvent[] {
  const subscriptionId = sub.id;
  const current = state.active && state.subscriptionId === subscriptionId;
  if (OVER_STATUSES.has(sub.status)) {
    if (!current) return [];
    return [{ type: 'MembershipEnded', data: { userId, subscriptionId, endedAt: sub.endedAt ?? at, at } }];
  }
  if (!PAID_STATUSES.has(sub.status)) return [];
  const events: MembershipEvent[] = [];
  const period = { periodStart: sub.currentPeriodStart, periodEnd: sub.currentPeriodEnd };
  if (!current) {
    // Another subscription still counted as current (rare: two at Stripe) is closed first.
    if (state.active && state.subscriptionId) {
      events.push({
        type: 'MembershipEnded',
        data: { userId, subscriptionId: state.subscriptionId, endedAt: sub.currentPeriodStart, at },
      });
    }
    events.push({ type: 'MembershipStarted', data: { userId, subscriptionId, ...period, at } });
  }
  // A pause (or its early end) set at Stripe, recorded once; it moves the period's end itself.
  let periodEnd = current ? state.periodEnd : sub.currentPeriodEnd;
  if (sub.pause) {
    const paused = pauseEventsFrom(current ? state.pause : null, sub.pause, {
      userId,
      subscriptionId,
      nextBillingAt: sub.currentPeriodEnd,
      at,
    });
    events.push(...paused);
    if (paused.length > 0) periodEnd = sub.currentPeriodEnd;
  }
  if (current && (periodEnd === null || sub.currentPeriodEnd > periodEnd)) {
    events.push({ type: 'MembershipRenewed', data: { userId, subscriptionId, ...period, at } });
  }
  const scheduled = current ? state.cancelAt : null;
  if (sub.cancelAt && sub.cancelAt !== scheduled) {
    events.push({
      type: 'MembershipCancellationScheduled',
      data: { userId, subscriptionId, endsAt: sub.cancelAt, at },
    });
  } else if (!sub.cancelAt && scheduled) {
    events.push({ type: 'MembershipCancellationWithdrawn', data: { userId, subscriptionId, at } });
  }
  return events;
}

export const membershipDecider: Decider<MembershipCommand, Membership, MembershipEvent> = {
  initialState: () => initialMembership,
  evolve,
  decide,
};
