import { decidedAt, deciderSpec } from '../../../test/support/decider-spec.js';
import {
  type ComplimentaryCommand,
  ComplimentaryMembershipAhead,
  decide,
  evolve,
  GrantAlreadyOver,
  GrantPeriodInvalid,
  GrantsOverlap,
  NoSuchGrant,
  noComplimentaryMemberships,
  PaidMembershipOverlap,
} from './complimentary-membership.js';
import type { MembershipEvent } from './membership.events.js';

const userId = 'user-1';
const adminId = 'admin-1';
// Tuesday 2026-11-24, 10:00 in New York.
const { now, at } = decidedAt('2026-11-24T15:00:00Z');

const given = deciderSpec({ initialState: () => noComplimentaryMemberships, evolve, decide });
const grant = (grantId: string, from: string, until: string): ComplimentaryCommand => ({
  type: 'GrantComplimentaryMembership',
  data: { userId, adminId, now, grantId, from, until, reason: 'scholarship' },
});
const end = (grantId: string): ComplimentaryCommand => ({
  type: 'EndComplimentaryMembership',
  data: { userId, adminId, now, grantId },
});
const granted = (grantId: string, from: string, until: string): MembershipEvent => ({
  type: 'ComplimentaryMembershipGranted',
  data: { userId, grantId, from, until, reason: 'scholarship', grantedBy: adminId, at },
});

describe('complimentary memberships', () => {
  it('grants whole days, from and until inclusive, with the reason and the admin', () => {
    expect(given([]).when(grant('g1', '2026-11-24', '2026-12-31'))()).toEqual([
      granted('g1', '2026-11-24', '2026-12-31'),
    ]);
  });

  it('refuses a period ending before it begins, or one already over', () => {
    expect(given([]).when(grant('g1', '2026-12-02', '2026-12-01'))).toThrow(GrantPeriodInvalid);
    expect(given([]).when(grant('g1', '2026-11-01', '2026-11-23'))).toThrow(GrantPeriodInvalid);
  });

  it('refuses a grant overlapping another, but not one after an ended grant’s last day', () => {
    const first = granted('g1', '2026-11-20', '2026-11-30');
    expect(given([first]).when(grant('g2', '2026-11-30', '2026-12-31'))).toThrow(GrantsOverlap);
    const [ended] = given([first]).when(end('g1'))();
    expect(given([first, ended]).when(grant('g2', '2026-11-25', '2026-12-31'))()).toEqual([
      granted('g2', '2026-11-25', '2026-12-31'),
    ]);
  });

  it('ends a running grant today, and one not yet begun before its first day', () => {
    expect(given([granted('g1', '2026-11-20', '2026-11-30')]).when(end('g1'))()).toEqual([
      {
        type: 'ComplimentaryMembershipEnded',
        data: {
          userId,
          grantId: 'g1',
          from: '2026-11-20',
          lastDay: '2026-11-24',
          endedOn: '2026-11-24',
          endedBy: adminId,
          at,
        },
      },
    ]);
    const [future] = given([granted('g2', '2026-12-01', '2026-12-31')]).when(end('g2'))();
    expect(future.data).toMatchObject({ from: '2026-12-01', lastDay: '2026-11-30' });
  });

  it('refuses to end an unknown grant, or one already ended or over', () => {
    expect(given([]).when(end('nope'))).toThrow(NoSuchGrant);
    const first = granted('g1', '2026-11-20', '2026-11-30');
    const [ended] = given([first]).when(end('g1'))();
    expect(given([first, ended]).when(end('g1'))).toThrow(GrantAlreadyOver);
    // Granted when it still ran (the state folds what was decided then), over by now.
    expect(given([granted('g3', '2026-11-01', '2026-11-10')]).when(end('g3'))).toThrow(GrantAlreadyOver);
  });
});

describe('a paid membership and a complimentary one never overlap', () => {
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
  // Set to end at the period's end: 10:00 on Thursday 2026-12-10 in New York, its last paid day.
  const cancelled: MembershipEvent = {
    type: 'MembershipCancellationScheduled',
    data: { userId, subscriptionId: 'sub_1', endsAt: '2026-12-10T15:00:00.000Z', at },
  };
  const ended: MembershipEvent = {
    type: 'MembershipEnded',
    data: { userId, subscriptionId: 'sub_1', endedAt: '2026-11-24T14:00:00.000Z', at },
  };
  const check = (purpose: 'subscribe' | 'keep'): ComplimentaryCommand => ({
    type: 'CheckPaidMembershipAllowed',
    data: { userId, now, purpose },
  });

  it('refuses any grant while the paid membership has no end set', () => {
    expect(given([started]).when(grant('g1', '2027-01-01', '2027-01-31'))).toThrow(
      PaidMembershipOverlap.openEnded(),
    );
  });

  it('admits a grant from the day after a cancelled paid membership’s last day, not before', () => {
    expect(given([started, cancelled]).when(grant('g1', '2026-12-10', '2026-12-31'))).toThrow(
      PaidMembershipOverlap.until('2026-12-10'),
    );
    expect(given([started, cancelled]).when(grant('g1', '2026-12-11', '2026-12-31'))()).toEqual([
      granted('g1', '2026-12-11', '2026-12-31'),
    ]);
  });

  it('admits any grant once the paid membership has ended', () => {
    expect(given([started, ended]).when(grant('g1', '2026-11-24', '2026-12-31'))()).toEqual([
      granted('g1', '2026-11-24', '2026-12-31'),
    ]);
  });

  it('refuses a subscription while a grant covers today or a day to come, and admits it after', () => {
    const running = granted('g1', '2026-11-20', '2026-11-30');
    expect(given([running]).when(check('subscribe'))).toThrow(
      'You have a complimentary membership until 2026-11-30: you can subscribe once it has ended.',
    );
    expect(given([granted('g2', '2027-01-01', '2027-01-31')]).when(check('subscribe'))).toThrow(
      ComplimentaryMembershipAhead,
    );
    expect(given([granted('g3', '2026-11-01', '2026-11-23')]).when(check('subscribe'))()).toEqual([]);
    // Cancelled before it began: it covers no day.
    const [endedEarly] = given([granted('g4', '2026-12-01', '2026-12-31')]).when(end('g4'))();
    expect(given([granted('g4', '2026-12-01', '2026-12-31'), endedEarly]).when(check('subscribe'))()).toEqual(
      [],
    );
  });

  it('refuses to keep a cancelled paid membership that a grant follows', () => {
    const follows = granted('g1', '2026-12-11', '2026-12-31');
    expect(given([started, cancelled, follows]).when(check('keep'))).toThrow(
      'A complimentary membership from 2026-12-11 to 2026-12-31 follows your paid one: keeping the paid membership would overlap it.',
    );
    expect(given([started, cancelled]).when(check('keep'))()).toEqual([]);
  });
});
