/**
 * A member's membership, on their `member-<userId>` stream, as decided from Stripe's facts
 *. Ids and instants only. A membership is a series of periods: Started opens one,
 * Ended closes it, so someone who cancels and rejoins has two.
 */

/** A paid subscription began: the first invoice was paid. Period bounds are ISO instants. */
export type MembershipStarted = {
  type: 'MembershipStarted';
  data: { userId: string; subscriptionId: string; periodStart: string; periodEnd: string; at: string };
};

/** A later period was paid. */
export type MembershipRenewed = {
  type: 'MembershipRenewed';
  data: { userId: string; subscriptionId: string; periodStart: string; periodEnd: string; at: string };
};

/** An invoice of the subscription could not be paid (Stripe retries; the membership runs on meanwhile). */
export type MembershipPaymentFailed = {
  type: 'MembershipPaymentFailed';
  data: { userId: string; subscriptionId: string; invoiceId: string; at: string };
};

/** The member (or Stripe) asked to end at the period's end: still a member until `endsAt`. */
export type MembershipCancellationScheduled = {
  type: 'MembershipCancellationScheduled';
  data: { userId: string; subscriptionId: string; endsAt: string; at: string };
};

export type MembershipCancellationWithdrawn = {
  type: 'MembershipCancellationWithdrawn';
  data: { userId: string; subscriptionId: string; at: string };
};

/** The subscription is over (canceled, unpaid or expired at Stripe): the period closes at `endedAt`. */
export type MembershipEnded = {
  type: 'MembershipEnded';
  data: { userId: string; subscriptionId: string; endedAt: string; at: string };
};

/**
 * The paid membership was paused while the member is away, as Stripe's subscription records it: whole
 * Eastern days `from` to `until` inclusive (`weeks` × 7), no member benefits meanwhile. The paused days
 * are not charged: Stripe bills next at `nextBillingAt`, later by as many days. `pausedBy`: the member,
 * or the admin who paused it for them.
 */
export type MembershipPaused = {
  type: 'MembershipPaused';
  data: {
    userId: string;
    subscriptionId: string;
    pauseId: string;
    from: string;
    until: string;
    weeks: number;
    pausedBy: string;
    nextBillingAt: string;
    at: string;
  };
};

/**
 * A pause ended early: the member is one again from `resumedOn` (its last paused day is `lastDay`, the
 * day before; before `from` when it was resumed the day it began, so it paused none). The days not
 * taken come off again: Stripe bills next at `nextBillingAt`.
 */
export type MembershipResumed = {
  type: 'MembershipResumed';
  data: {
    userId: string;
    subscriptionId: string;
    pauseId: string;
    from: string;
    resumedOn: string;
    lastDay: string;
    resumedBy: string;
    nextBillingAt: string;
    at: string;
  };
};

/**
 * The studio gave a membership without Stripe (a gift, a scholarship): whole Eastern days, `from` to
 * `until` inclusive, with the reason and the admin who granted it.
 */
export type ComplimentaryMembershipGranted = {
  type: 'ComplimentaryMembershipGranted';
  data: {
    userId: string;
    grantId: string;
    from: string;
    until: string;
    reason: string;
    grantedBy: string;
    at: string;
  };
};

/**
 * The studio ended a complimentary membership early: it covers its days up to `lastDay` (inclusive;
 * before `from` when it was ended before it began, so it covers none). `endedOn`: the day it was ended.
 */
export type ComplimentaryMembershipEnded = {
  type: 'ComplimentaryMembershipEnded';
  data: {
    userId: string;
    grantId: string;
    from: string;
    lastDay: string;
    endedOn: string;
    endedBy: string;
    at: string;
  };
};

export type MembershipEvent =
  | ComplimentaryMembershipGranted
  | ComplimentaryMembershipEnded
  | MembershipStarted
  | MembershipRenewed
  | MembershipPaymentFailed
  | MembershipCancellationScheduled
  | MembershipCancellationWithdrawn
  | MembershipEnded
  | MembershipPaused
  | MembershipResumed;

export const membershipEventTypes = [
  'MembershipStarted',
  'MembershipRenewed',
  'MembershipPaymentFailed',
  'MembershipCancellationScheduled',
  'MembershipCancellationWithdrawn',
  'MembershipEnded',
  'MembershipPaused',
  'MembershipResumed',
  'ComplimentaryMembershipGranted',
  'ComplimentaryMembershipEnded',
] as const satisfies readonly MembershipEvent['type'][];
