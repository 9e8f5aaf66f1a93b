import { decidedAt, deciderSpec } from '../../../test/support/decider-spec.js';
import type { MembershipEvent } from './membership.events.js';
import {
  decide,
  evolve,
  initialMembership,
  isPausedOn,
  type MembershipCommand,
  StaleSubscriptionRead,
  type SubscriptionFacts,
} from './membership.js';
import {
  CannotPause,
  NotPaused,
  type PauseFacts,
  PauseLengthInvalid,
  pauseFromMetadata,
  pauseMetadata,
  resumeMetadata,
} from './membership-pause.js';

// Monday 2026-11-30, 10:00 in New York.
const { now, at } = decidedAt('2026-11-30T15:00:00Z');
const userId = '6f1c2a5e-0b7d-4c1e-9a3f-2d8e4b6c0a11';
const adminId = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const given = deciderSpec({ initialState: () => initialMembership, evolve, decide });
const stateOf = (events: MembershipEvent[]) => events.reduce(evolve, initialMembership);

const started: MembershipEvent = {
  type: 'MembershipStarted',
  data: {
    userId,
    subscriptionId: 'sub_1',
    periodStart: '2026-11-10T15:00:00.000Z',
    periodEnd: '2026-12-10T15:00:00.000Z',
    at,
  },
};
const pauseId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const pauseFacts: PauseFacts = {
  id: pauseId,
  from: '2026-11-30',
  until: '2026-12-13',
  weeks: 2,
  by: userId,
  resumedOn: null,
  resumedBy: null,
};
/** Stripe's subscription after the pause: a free stretch to the payment moved two weeks on. */
const pausedAtStripe = (
  pause: PauseFacts | null = pauseFacts,
  periodEnd = '2026-12-24T15:00:00.000Z',
): SubscriptionFacts => ({
  id: 'sub_1',
  status: 'trialing',
  currentPeriodStart: '2026-11-30T15:00:00.000Z',
  currentPeriodEnd: periodEnd,
  cancelAt: null,
  endedAt: null,
  pause,
});
const paused: MembershipEvent = {
  type: 'MembershipPaused',
  data: {
    userId,
    subscriptionId: 'sub_1',
    pauseId,
    from: '2026-11-30',
    until: '2026-12-13',
    weeks: 2,
    pausedBy: userId,
    nextBillingAt: '2026-12-24T15:00:00.000Z',
    at,
  },
};
const pause = (weeks: number, when = now): MembershipCommand => ({
  type: 'RequestPause',
  data: { userId, now: when, weeks },
});
const resume = (when = now): MembershipCommand => ({ type: 'RequestResume', data: { userId, now: when } });
const reconcile = (subscription: SubscriptionFacts, events: MembershipEvent[]): MembershipCommand => ({
  type: 'ReconcileSubscription',
  data: { userId, now, subscription, readAtRevision: stateOf(events).revision },
});

describe('pausing a paid membership while away', () => {
  it('given a running paid membership, when the member asks to pause 1 to 8 weeks, then Stripe is asked (nothing recorded yet)', () => {
    expect(given([started]).when(pause(1))()).toEqual([]);
    expect(given([started]).when(pause(8))()).toEqual([]);
  });

  it('refuses 0 or 9 weeks, or part of a week', () => {
    for (const weeks of [0, 9, 1.5]) expect(given([started]).when(pause(weeks))).toThrow(PauseLengthInvalid);
  });

  it('refuses someone with no paid membership, or one that has ended', () => {
    expect(given([]).when(pause(2))).toThrow(CannotPause.notPaid);
    const ended: MembershipEvent = {
      type: 'MembershipEnded',
      data: { userId, subscriptionId: 'sub_1', endedAt: '2026-11-20T15:00:00.000Z', at },
    };
    expect(given([started, ended]).when(pause(2))).toThrow(CannotPause.notPaid);
  });

  it('refuses a membership set to end (there is nothing to pause)', () => {
    const ending: MembershipEvent = {
      type: 'MembershipCancellationScheduled',
      data: { userId, subscriptionId: 'sub_1', endsAt: '2026-12-10T15:00:00.000Z', at },
    };
    expect(given([started, ending]).when(pause(2))).toThrow(
      'The membership is set to end on 2026-12-10: there is nothing to pause. Keep the membership first to pause it.',
    );
  });

  it('given Stripe now records the pause, when its answer is recorded, then the membership is paused once, its billing moved', () => {
    expect(given([started]).when(reconcile(pausedAtStripe(), [started]))()).toEqual([paused]);
    // The webhook of the same change, or a sync, records nothing more: the pause stays.
    expect(given([started, paused]).when(reconcile(pausedAtStripe(), [started, paused]))()).toEqual([]);
    const state = stateOf([started, paused]);
    expect(state.periodEnd).toBe('2026-12-24T15:00:00.000Z');
    expect(isPausedOn(state, '2026-11-30')).toBe(true);
    expect(isPausedOn(state, '2026-12-13')).toBe(true);
    expect(isPausedOn(state, '2026-12-14')).toBe(false);
  });

  it('given a read of Stripe made before the pause was recorded, when it is recorded, then it is refused and read again', () => {
    const before = stateOf([started]).revision;
    const staleRead: MembershipCommand = {
      type: 'ReconcileSubscription',
      data: {
        userId,
        now,
        readAtRevision: before,
        subscription: {
          ...pausedAtStripe(null),
          status: 'active',
          currentPeriodEnd: '2026-12-10T15:00:00.000Z',
        },
      },
    };
    expect(given([started, paused]).when(staleRead)).toThrow(StaleSubscriptionRead);
  });

  it('refuses a second pause while paused, and admits one once the first is over', () => {
    expect(given([started, paused]).when(pause(1))).toThrow(
      'The membership is already paused until 2026-12-13.',
    );
    const later = new Date('2026-12-14T15:00:00Z');
    expect(given([started, paused]).when(pause(1, later))()).toEqual([]);
  });

  it('records a pause first heard of with its early end, both at once (webhooks lost meanwhile)', () => {
    const resumedAtStripe = pausedAtStripe(
      { ...pauseFacts, resumedOn: '2026-12-07', resumedBy: adminId },
      '2026-12-17T15:00:00.000Z',
    );
    expect(
      given([started])
        .when(reconcile(resumedAtStripe, [started]))()
        .map((e) => e.type),
    ).toEqual(['MembershipPaused', 'MembershipResumed']);
  });
});

describe('resuming a paused membership early', () => {
  const resumed: MembershipEvent = {
    type: 'MembershipResumed',
    data: {
      userId,
      subscriptionId: 'sub_1',
      pauseId,
      from: '2026-11-30',
      resumedOn: '2026-12-07',
      lastDay: '2026-12-06',
      resumedBy: userId,
      nextBillingAt: '2026-12-17T15:00:00.000Z',
      at,
    },
  };
  const dayOfResume = new Date('2026-12-07T15:00:00Z');

  it('given a running pause, when the member resumes, then Stripe is asked; its answer ends the pause the day before', () => {
    expect(given([started, paused]).when(resume(dayOfResume))()).toEqual([]);
    const answer = pausedAtStripe(
      { ...pauseFacts, resumedOn: '2026-12-07', resumedBy: userId },
      '2026-12-17T15:00:00.000Z',
    );
    expect(given([started, paused]).when(reconcile(answer, [started, paused]))()).toEqual([resumed]);
    const state = stateOf([started, paused, resumed]);
    expect(isPausedOn(state, '2026-12-06')).toBe(true);
    expect(isPausedOn(state, '2026-12-07')).toBe(false);
    expect(state.periodEnd).toBe('2026-12-17T15:00:00.000Z');
    // Recorded once.
    expect(given([started, paused, resumed]).when(reconcile(answer, [started, paused, resumed]))()).toEqual(
      [],
    );
  });

  it('refuses to resume what is not paused: never paused, over, or resumed already', () => {
    expect(given([started]).when(resume())).toThrow(NotPaused);
    expect(given([started, paused]).when(resume(new Date('2026-12-14T15:00:00Z')))).toThrow(NotPaused);
    expect(given([started, paused, resumed]).when(resume(dayOfResume))).toThrow(NotPaused);
  });

  it('a subscription that ends during a pause leaves nobody paused, and a new one starts unpaused', () => {
    const ended: MembershipEvent = {
      type: 'MembershipEnded',
      data: { userId, subscriptionId: 'sub_1', endedAt: '2026-12-02T15:00:00.000Z', at },
    };
    expect(isPausedOn(stateOf([started, paused, ended]), '2026-12-03')).toBe(false);
    const rejoined: MembershipEvent = {
      ...started,
      data: { ...started.data, subscriptionId: 'sub_2', periodStart: '2026-12-03T15:00:00.000Z' },
    };
    expect(isPausedOn(stateOf([started, paused, ended, rejoined]), '2026-12-04')).toBe(false);
  });
});

describe('a pause as the subscription’s metadata carries it', () => {
  it('reads back what the app wrote, its early end too, and nothing from partial metadata', () => {
    const written = pauseMetadata({
      id: pauseId,
      from: '2026-11-30',
      until: '2026-12-13',
      weeks: 2,
      by: userId,
    });
    expect(pauseFromMetadata(written)).toEqual(pauseFacts);
    expect(pauseFromMetadata({ ...written, ...resumeMetadata('2026-12-07', adminId) })).toEqual({
      ...pauseFacts,
      resumedOn: '2026-12-07',
      resumedBy: adminId,
    });
    expect(pauseFromMetadata({ userId })).toBeNull();
    expect(pauseFromMetadata({ ...written, sadhana_pause_weeks: '9' })).toBeNull();
    // An id edited by hand in Stripe's dashboard is no pause of the app's.
    expect(pauseFromMetadata({ ...written, sadhana_pause_id: pauseId.toUpperCase() })).toBeNull();
    expect(pauseFromMetadata(undefined)).toBeNull();
  });
});
