import type { MembershipEvent } from '../../domain/membership/membership.events.js';
import { canonicalUuid } from '../../platform/projection-engine/fold-keys.js';
import { defineFold } from '../../platform/projection-engine/projector.js';
import { complimentaryPeriodId, noonOf } from './membership-periods.js';

interface MembershipRow {
  subscriptionId: string;
  active: boolean;
  startedAt: string;
  currentPeriodEnd: string;
  cancelAt: string | null;
  endedAt: string | null;
  paymentFailedAt: string | null;
}

interface PeriodRow {
  userId: string;
  subscriptionId: string;
  startedAt: string;
  endedAt: string | null;
}

interface GrantRow {
  userId: string;
  grantId: string;
  from: string;
  until: string;
  reason: string;
  grantedBy: string;
  grantedAt: string;
  lastDay: string;
  endedOn: string | null;
}

interface PauseRow {
  userId: string;
  pauseId: string;
  subscriptionId: string;
  from: string;
  until: string;
  lastDay: string;
  weeks: number;
  pausedBy: string;
  pausedAt: string;
  resumedOn: string | null;
  resumedBy: string | null;
  nextBillingAt: string;
}

interface MembershipState {
  /** By member. */
  readonly memberships: Map<string, MembershipRow>;
  /** By member and period (subscription, or `comp:<grant id>`). */
  readonly periods: Map<string, PeriodRow>;
  /** By member and grant. */
  readonly grants: Map<string, GrantRow>;
  /** By member and pause. */
  readonly pauses: Map<string, PauseRow>;
}

/** The membership read model in memory: each statement `apply` runs, as a change of a row held here. */
export const membershipFold = defineFold<MembershipEvent, MembershipState>({
  initial: () => ({ memberships: new Map(), periods: new Map(), grants: new Map(), pauses: new Map() }),

  apply({ memberships, periods, grants, pauses }, event) {
    const userId = canonicalUuid(event.data.userId);
    // A pause and its early end move the next payment: the paid period now ends there.
    const moveNextBilling = (subscriptionId: string, nextBillingAt: string) => {
      const membership = memberships.get(userId);
      if (membership?.subscriptionId === subscriptionId) membership.currentPeriodEnd = nextBillingAt;
    };
    if (event.type === 'MembershipPaused') {
      const { subscriptionId, pauseId, from, until, weeks, pausedBy, nextBillingAt, at } = event.data;
      const pauseKey = `${userId}|${canonicalUuid(pauseId)}`;
      if (!pauses.has(pauseKey)) {
        pauses.set(pauseKey, {
          userId,
          pauseId: canonicalUuid(pauseId),
          subscriptionId,
          from,
          until,
          lastDay: until,
          weeks,
          pausedBy: canonicalUuid(pausedBy),
          pausedAt: at,
          resumedOn: null,
          resumedBy: null,
          nextBillingAt,
        });
      }
      moveNextBilling(subscriptionId, nextBillingAt);
      return;
    }
    if (event.type === 'MembershipResumed') {
      const { subscriptionId, pauseId, resumedOn, lastDay, resumedBy, nextBillingAt } = event.data;
      const pause = pauses.get(`${userId}|${canonicalUuid(pauseId)}`);
      if (pause) {
        pause.lastDay = lastDay;
        pause.resumedOn = resumedOn;
        pause.resumedBy = canonicalUuid(resumedBy);
        pause.nextBillingAt = nextBillingAt;
      }
      moveNextBilling(subscriptionId, nextBillingAt);
      return;
    }
    if (event.type === 'ComplimentaryMembershipGranted') {
      const { grantId, from, until, reason, grantedBy, at } = event.data;
      const grantKey = `${userId}|${canonicalUuid(grantId)}`;
      if (!grants.has(grantKey)) {
        grants.set(grantKey, {
          userId,
          grantId: canonicalUuid(grantId),
          from,
          until,
          reason,
          grantedBy: canonicalUuid(grantedBy),
          grantedAt: at,
          lastDay: until,
          endedOn: null,
        });
      }
      const periodId = complimentaryPeriodId(grantId);
      const periodKey = `${userId}|${periodId}`;
      if (!periods.has(periodKey)) {
        periods.set(periodKey, {
          userId,
          subscriptionId: periodId,
          startedAt: noonOf(from),
          endedAt: noonOf(until),
        });
      }
      return;
    }
    if (event.type === 'ComplimentaryMembershipEnded') {
      const { grantId, from, lastDay, endedOn } = event.data;
      const grant = grants.get(`${userId}|${canonicalUuid(grantId)}`);
      if (grant) {
        grant.lastDay = lastDay;
        grant.endedOn = endedOn;
      }
      const periodKey = `${userId}|${complimentaryPeriodId(grantId)}`;
      // Ended before it began: it covers no day.
      if (lastDay < from) periods.delete(periodKey);
      else {
        const period = periods.get(periodKey);
        if (period) period.endedAt = noonOf(lastDay);
      }
      return;
    }
    const { subscriptionId } = event.data;
    const membership = memberships.get(userId);
    const current = membership?.subscriptionId === subscriptionId ? membership : undefined;
    switch (event.type) {
      case 'MembershipStarted':
        memberships.set(userId, {
          subscriptionId,
          active: true,
          startedAt: event.data.periodStart,
          currentPeriodEnd: event.data.periodEnd,
          cancelAt: null,
          endedAt: null,
          paymentFailedAt: null,
        });
        periods.set(`${userId}|${subscriptionId}`, {
          userId,
          subscriptionId,
          startedAt: event.data.periodStart,
          endedAt: null,
        });
        break;
      case 'MembershipRenewed':
        if (current) {
          current.currentPeriodEnd = event.data.periodEnd;
          current.paymentFailedAt = null;
        }
        break;
      case 'MembershipPaymentFailed':
        if (current) current.paymentFailedAt = event.data.at;
        break;
      case 'MembershipCancellationScheduled':
        if (current) current.cancelAt = event.data.endsAt;
        break;
      case 'MembershipCancellationWithdrawn':
        if (current) current.cancelAt = null;
        break;
      case 'MembershipEnded': {
        if (current) {
          current.active = false;
          current.cancelAt = null;
          current.endedAt = event.data.endedAt;
        }
        const period = periods.get(`${userId}|${subscriptionId}`);
        if (period) period.endedAt = event.data.endedAt;
        break;
      }
    }
  },

  size: (state) => state.memberships.size + state.periods.size + state.grants.size + state.pauses.size,

  *rows({ memberships, periods, grants, pauses }) {
    yield {
      table: 'membership',
      columns: [
        'user_id',
        'subscription_id',
        'active',
        'started_at',
        'current_period_end',
        'cancel_at',
        'ended_at',
        'payment_failed_at',
      ],
      rows: [...memberships].map(([userId, m]) => [
        userId,
        m.subscriptionId,
        m.active,
        m.startedAt,
        m.currentPeriodEnd,
        m.cancelAt,
        m.endedAt,
        m.paymentFailedAt,
      ]),
    };
    yield {
      table: 'membership_period',
      columns: ['user_id', 'subscription_id', 'started_at', 'ended_at'],
      rows: [...periods.values()].map((p) => [p.userId, p.subscriptionId, p.startedAt, p.endedAt]),
    };
    yield {
      table: 'complimentary_grant',
      columns: [
        'user_id',
        'grant_id',
        'from_date',
        'until_date',
        'reason',
        'granted_by',
        'granted_at',
        'last_day',
        'ended_on',
      ],
      rows: [...grants.values()].map((g) => [
        g.userId,
        g.grantId,
        g.from,
        g.until,
        g.reason,
        g.grantedBy,
        g.grantedAt,
        g.lastDay,
        g.endedOn,
      ]),
    };
    yield {
      table: 'membership_pause',
      columns: [
        'user_id',
        'pause_id',
        'subscription_id',
        'from_date',
        'until_date',
        'last_day',
        'weeks',
        'paused_by',
        'paused_at',
        'resumed_on',
        'resumed_by',
        'next_billing_at',
      ],
      rows: [...pauses.values()].map((p) => [
        p.userId,
        p.pauseId,
        p.subscriptionId,
        p.from,
        p.until,
        p.lastDay,
        p.weeks,
        p.pausedBy,
        p.pausedAt,
        p.resumedOn,
        p.resumedBy,
        p.nextBillingAt,
      ]),
    };
  },
});
