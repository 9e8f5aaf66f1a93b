import { decidedAt } from '../../../test/support/decider-spec.js';
import type { MembershipEvent } from './membership.events.js';
import {
  CannotKeepMembership,
  decide,
  evolve,
  initialMembership,
  type Membership,
  type MembershipCommand,
  NoActiveMembership,
  StaleSubscriptionRead,
  type SubscriptionFacts,
} from './membership.js';

const { now, at } = decidedAt('2026-11-23T12:00:00Z');
const stateOf = (events: { type: string; data: unknown }[]) => events.reduce(evolve, initialMembership);
const reconcile = (subscription: SubscriptionFacts, readAtRevision: number): MembershipCommand => ({
  type: 'ReconcileSubscription',
  data: { userId: 'u1', now, subscription, readAtRevision },
});
/** Stripe read while the stream stood where it stands: no fact recorded since. */
const reconcileOn = (state: Membership, subscription: SubscriptionFacts) =>
  decide(reconcile(subscription, state.revision), state);
const sub = (overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  id: 'sub_1',
  status: 'active',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAt: null,
  endedAt: null,
  pause: null,
  ...overrides,
});
const started: MembershipEvent = {
  type: 'MembershipStarted',
  data: {
    userId: 'u1',
    subscriptionId: 'sub_1',
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
    at,
  },
};

describe('membership', () => {
  it('starts a membership when Stripe says the subscription is paid', () => {
    expect(reconcileOn(initialMembership, sub())).toEqual([started]);
  });

  it('records nothing for an incomplete subscription (first invoice not paid yet)', () => {
    expect(reconcileOn(initialMembership, sub({ status: 'incomplete' }))).toEqual([]);
  });

  it('is idempotent: the same facts twice record nothing the second time', () => {
    expect(reconcileOn(stateOf([started]), sub())).toEqual([]);
  });

  it('renews when the period moves on, and only then', () => {
    const next = sub({
      currentPeriodStart: '2026-12-01T00:00:00.000Z',
      currentPeriodEnd: '2027-01-01T00:00:00.000Z',
    });
    expect(reconcileOn(stateOf([started]), next)).toEqual([
      {
        type: 'MembershipRenewed',
        data: {
          userId: 'u1',
          subscriptionId: 'sub_1',
          periodStart: next.currentPeriodStart,
          periodEnd: next.currentPeriodEnd,
          at,
        },
      },
    ]);
  });

  it('schedules a cancellation, then withdraws it when Stripe no longer has it', () => {
    const scheduled = reconcileOn(stateOf([started]), sub({ cancelAt: '2026-12-01T00:00:00.000Z' }));
    expect(scheduled).toEqual([
      {
        type: 'MembershipCancellationScheduled',
        data: { userId: 'u1', subscriptionId: 'sub_1', endsAt: '2026-12-01T00:00:00.000Z', at },
      },
    ]);
    const state = stateOf([started, ...scheduled]);
    expect(state.active).toBe(true);
    expect(reconcileOn(state, sub({ cancelAt: '2026-12-01T00:00:00.000Z' }))).toEqual([]);
    expect(reconcileOn(state, sub())).toEqual([
      { type: 'MembershipCancellationWithdrawn', data: { userId: 'u1', subscriptionId: 'sub_1', at } },
    ]);
  });

  it('ends the membership when the subscription is canceled, once', () => {
    const over = sub({ status: 'canceled', endedAt: '2026-12-01T00:00:00.000Z' });
    const ended = reconcileOn(stateOf([started]), over);
    expect(ended).toEqual([
      {
        type: 'MembershipEnded',
        data: { userId: 'u1', subscriptionId: 'sub_1', endedAt: '2026-12-01T00:00:00.000Z', at },
      },
    ]);
    expect(reconcileOn(stateOf([started, ...ended]), over)).toEqual([]);
  });

  it('never lets a late word about an old subscription end a newer one (cancel, then rejoin)', () => {
    const ended: MembershipEvent = {
      type: 'MembershipEnded',
      data: { userId: 'u1', subscriptionId: 'sub_1', endedAt: '2026-12-01T00:00:00.000Z', at },
    };
    const rejoin = sub({
      id: 'sub_2',
      currentPeriodStart: '2026-12-10T00:00:00.000Z',
      currentPeriodEnd: '2027-01-10T00:00:00.000Z',
    });
    const restarted = reconcileOn(stateOf([started, ended]), rejoin);
    expect(restarted.map((e) => e.type)).toEqual(['MembershipStarted']);
    const state = stateOf([started, ended, ...restarted]);
    expect(reconcileOn(state, sub({ status: 'canceled', endedAt: '2026-12-01T00:00:00.000Z' }))).toEqual([]);
    expect(state).toMatchObject({ active: true, subscriptionId: 'sub_2' });
  });

  it('records a payment failure once per invoice', () => {
    const fail: MembershipCommand = {
      type: 'RecordPaymentFailure',
      data: { userId: 'u1', now, subscriptionId: 'sub_1', invoiceId: 'in_1' },
    };
    const failed = decide(fail, stateOf([started]));
    expect(failed).toHaveLength(1);
    expect(decide(fail, stateOf([started, ...failed]))).toEqual([]);
  });

  it('lets only a current member ask to cancel', () => {
    const request: MembershipCommand = { type: 'RequestCancellation', data: { userId: 'u1', now } };
    expect(() => decide(request, initialMembership)).toThrow(NoActiveMembership);
    expect(decide(request, stateOf([started]))).toEqual([]);
  });

  describe('keeping a membership whose cancellation is scheduled', () => {
    const keep: MembershipCommand = { type: 'RequestCancellationWithdrawal', data: { userId: 'u1', now } };
    const scheduled: MembershipEvent = {
      type: 'MembershipCancellationScheduled',
      data: { userId: 'u1', subscriptionId: 'sub_1', endsAt: '2026-12-01T00:00:00.000Z', at },
    };
    const refusal = (state: Parameters<typeof decide>[1]) => {
      try {
        decide(keep, state);
      } catch (error) {
        return error instanceof CannotKeepMembership ? error.message : error;
      }
      return 'accepted';
    };

    it('given a scheduled cancellation before its end, when the member keeps, then Stripe is asked and its answer withdraws it', () => {
      const state = stateOf([started, scheduled]);
      expect(decide(keep, state)).toEqual([]);
      // Stripe no longer cancels at the period's end: the withdrawal is recorded, once.
      const withdrawn = reconcileOn(state, sub());
      expect(withdrawn).toEqual([
        { type: 'MembershipCancellationWithdrawn', data: { userId: 'u1', subscriptionId: 'sub_1', at } },
      ]);
      const kept = stateOf([started, scheduled, ...withdrawn]);
      expect(kept).toMatchObject({ active: true, cancelAt: null });
      expect(reconcileOn(kept, sub())).toEqual([]);
    });

    it('given no scheduled cancellation, when the member keeps, then it is refused', () => {
      expect(refusal(stateOf([started]))).toBe(CannotKeepMembership.notCancelled);
      const withdrawn: MembershipEvent = {
        type: 'MembershipCancellationWithdrawn',
        data: { userId: 'u1', subscriptionId: 'sub_1', at },
      };
      expect(refusal(stateOf([started, scheduled, withdrawn]))).toBe(CannotKeepMembership.notCancelled);
    });

    it('given no membership ever, when someone keeps, then it is refused', () => {
      expect(refusal(initialMembership)).toBe(CannotKeepMembership.notAMember);
    });

    it('given the period has ended, when the member keeps, then it is refused, whether or not Stripe has said so yet', () => {
      const ended: MembershipEvent = {
        type: 'MembershipEnded',
        data: { userId: 'u1', subscriptionId: 'sub_1', endedAt: '2026-12-01T00:00:00.000Z', at },
      };
      expect(refusal(stateOf([started, scheduled, ended]))).toBe(CannotKeepMembership.over);
      const endingNow: MembershipEvent = {
        ...scheduled,
        data: { ...scheduled.data, endsAt: now.toISOString() },
      };
      expect(refusal(stateOf([started, endingNow]))).toBe(CannotKeepMembership.over);
    });
  });

  describe('a read of Stripe overtaken by facts recorded after it began', () => {
    const scheduled: MembershipEvent = {
      type: 'MembershipCancellationScheduled',
      data: { userId: 'u1', subscriptionId: 'sub_1', endsAt: '2026-12-01T00:00:00.000Z', at },
    };
    const failed: MembershipEvent = {
      type: 'MembershipPaymentFailed',
      data: { userId: 'u1', subscriptionId: 'sub_1', invoiceId: 'in_1', at },
    };
    const observe: MembershipCommand = { type: 'ObserveMembership', data: { userId: 'u1', now } };

    it('counts each subscription fact recorded, and only those, in the revision', () => {
      expect(initialMembership.revision).toBe(0);
      expect(stateOf([started, scheduled]).revision).toBe(2);
      expect(stateOf([started, failed, { type: 'MemberActive', data: {} }]).revision).toBe(1);
    });

    it('given a webhook read Stripe (no cancellation) and then the member cancelled, when it records its read, then it is refused', () => {
      const readAt = stateOf([started]).revision;
      expect(() => decide(reconcile(sub(), readAt), stateOf([started, scheduled]))).toThrow(
        StaleSubscriptionRead,
      );
      // Read again, it agrees with what is recorded: nothing to add, the cancellation stays.
      const current = stateOf([started, scheduled]);
      expect(reconcileOn(current, sub({ cancelAt: '2026-12-01T00:00:00.000Z' }))).toEqual([]);
    });

    it('given nothing recorded since the read, when it is recorded, then a payment failure in between does not date it', () => {
      const readAt = stateOf([started]).revision;
      expect(
        decide(reconcile(sub({ cancelAt: '2026-12-01T00:00:00.000Z' }), readAt), stateOf([started, failed])),
      ).toEqual([scheduled]);
    });

    it('observing decides nothing on any membership', () => {
      expect(decide(observe, initialMembership)).toEqual([]);
      expect(decide(observe, stateOf([started, scheduled]))).toEqual([]);
    });
  });

  it('ignores the events other features append to the member stream', () => {
    expect(
      stateOf([{ type: 'MemberSignedUp', data: {} }, started, { type: 'MemberActive', data: {} }]),
    ).toMatchObject({
      active: true,
      subscriptionId: 'sub_1',
    });
  });
});
