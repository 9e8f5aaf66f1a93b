import { tuesday } from '../../../test/support/practice-session-given.js';
import type { PracticeSessionEvent } from './practice-session.events.js';
import {
  evolve,
  InvalidCapacity,
  initialPracticeSession,
  type PracticeSessionCommand,
  RemovalLocked,
} from './practice-session.js';

const { at, DATE, given, joined, LOCKED, OPEN, places, registered } = tuesday;

const register = (userId: string, capacity: number | null, now = OPEN): PracticeSessionCommand => ({
  type: 'RegisterForSession',
  data: { sessionDate: DATE, userId, ...places(capacity), now: new Date(now) },
});
const cancel = (userId: string, capacity: number | null, now = OPEN): PracticeSessionCommand => ({
  type: 'CancelRegistration',
  data: { sessionDate: DATE, userId, ...places(capacity), now: new Date(now) },
});
const remove = (
  userId: string,
  capacity: number | null,
  now = OPEN,
  reason: 'removed' | 'member-deleted' = 'removed',
): PracticeSessionCommand => ({
  type: 'RemoveRegistration',
  data: {
    sessionDate: DATE,
    userId,
    adminId: 'admin',
    ...places(capacity),
    now: new Date(now),
    reason,
    whenAbsent: 'refuse',
  },
});
const setCapacity = (
  capacity: number | null,
  practiceCapacity: number | null,
  now = OPEN,
): PracticeSessionCommand => ({
  type: 'SetSessionCapacity',
  data: { sessionDate: DATE, capacity, adminId: 'admin', ...places(practiceCapacity), now: new Date(now) },
});
const fill = (practiceCapacity: number | null, now = OPEN): PracticeSessionCommand => ({
  type: 'FillFreedPlaces',
  data: { sessionDate: DATE, ...places(practiceCapacity), now: new Date(now) },
});

const types = (events: readonly PracticeSessionEvent[]) =>
  events.map((e) => `${e.type} ${'userId' in e.data ? e.data.userId : ''}`.trim());

describe('practice session: capacity and the waitlist', () => {
  it('puts a registration beyond the capacity on the waitlist, with the next ticket', () => {
    expect(given([registered('a'), registered('b')]).when(register('c', 2))()).toEqual([
      {
        type: 'JoinedWaitlist',
        data: { sessionDate: DATE, userId: 'c', ticket: 1, joinedAt: '2026-11-22T12:00:00.000Z' },
      },
    ]);
    expect(types(given([registered('a'), joined('c', 1)]).when(register('d', 1))())).toEqual([
      'JoinedWaitlist d',
    ]);
    expect(given([registered('a'), joined('c', 1)]).when(register('d', 1))()[0].data).toMatchObject({
      ticket: 2,
    });
  });

  it('registers while places are free, and without limit when there is no capacity', () => {
    expect(types(given([registered('a')]).when(register('b', 2))())).toEqual(['RegisteredForSession b']);
    expect(types(given([registered('a'), registered('b')]).when(register('c', null))())).toEqual([
      'RegisteredForSession c',
    ]);
  });

  it("uses the date's own capacity over the practice's", () => {
    const override: PracticeSessionEvent = {
      type: 'SessionCapacitySet',
      data: { sessionDate: DATE, capacity: 1, setBy: 'admin', at },
    };
    expect(types(given([override, registered('a')]).when(register('b', 10))())).toEqual(['JoinedWaitlist b']);
  });

  it('keeps a waiting member in line when they ask again, and lets them leave it', () => {
    const history = [registered('a'), joined('b', 1)];
    expect(given(history).when(register('b', 1))()).toEqual([]);
    expect(given(history).when(cancel('b', 1))()).toEqual([
      { type: 'LeftWaitlist', data: { sessionDate: DATE, userId: 'b', leftAt: '2026-11-22T12:00:00.000Z' } },
    ]);
    // Leaving the line takes no one's place: allowed after the lock too.
    expect(types(given(history).when(cancel('b', 1, LOCKED))())).toEqual(['LeftWaitlist b']);
  });

  it('promotes the first waiting, in order, when a cancellation frees a place before the lock', () => {
    expect(given([registered('a'), joined('b', 1), joined('c', 2)]).when(cancel('a', 1))()).toEqual([
      {
        type: 'RegistrationCancelled',
        data: { sessionDate: DATE, userId: 'a', cancelledAt: '2026-11-22T12:00:00.000Z' },
      },
      {
        type: 'PromotedFromWaitlist',
        data: { sessionDate: DATE, userId: 'b', promotedAt: '2026-11-22T12:00:00.000Z' },
      },
      {
        type: 'RegisteredForSession',
        data: { sessionDate: DATE, userId: 'b', registeredAt: '2026-11-22T12:00:00.000Z' },
      },
    ]);
  });

  it('promotes nobody after the lock: the freed place stays empty', () => {
    // Past the lock an admin removes nothing members could not change either; a soft delete still frees a place.
    expect(given([registered('a'), joined('b', 1)]).when(remove('a', 1, LOCKED))).toThrow(RemovalLocked);
    expect(
      types(given([registered('a'), joined('b', 1)]).when(remove('a', 1, LOCKED, 'member-deleted'))()),
    ).toEqual(['RegistrationRemovedByAdmin a']);
    expect(types(given([registered('a'), joined('b', 1)]).when(setCapacity(5, 1, LOCKED))())).toEqual([
      'SessionCapacitySet',
    ]);
  });

  it("promotes when an admin's removal frees a place before the lock", () => {
    expect(types(given([registered('a'), joined('b', 1)]).when(remove('a', 1))())).toEqual([
      'RegistrationRemovedByAdmin a',
      'PromotedFromWaitlist b',
      'RegisteredForSession b',
    ]);
  });

  it('promotes as many as a capacity raise frees, first come first served', () => {
    const history = [registered('a'), joined('b', 1), joined('c', 2), joined('d', 3)];
    expect(types(given(history).when(setCapacity(3, 1))())).toEqual([
      'SessionCapacitySet',
      'PromotedFromWaitlist b',
      'RegisteredForSession b',
      'PromotedFromWaitlist c',
      'RegisteredForSession c',
    ]);
    // The practice's raise reaches the date through FillFreedPlaces.
    expect(types(given(history).when(fill(2))())).toEqual([
      'PromotedFromWaitlist b',
      'RegisteredForSession b',
    ]);
    expect(given(history).when(fill(1))()).toEqual([]);
  });

  it('gives places freed by an earlier raise to those waiting before a newcomer', () => {
    expect(types(given([registered('a'), joined('b', 1)]).when(register('c', 2))())).toEqual([
      'PromotedFromWaitlist b',
      'RegisteredForSession b',
      'JoinedWaitlist c',
    ]);
  });

  it('takes nobody’s place when the capacity is lowered', () => {
    const history = [registered('a'), registered('b')];
    expect(types(given(history).when(setCapacity(1, null))())).toEqual(['SessionCapacitySet']);
    expect(
      types(
        given([
          ...history,
          { type: 'SessionCapacitySet', data: { sessionDate: DATE, capacity: 1, setBy: 'admin', at } },
        ]).when(register('c', null))(),
      ),
    ).toEqual(['JoinedWaitlist c']);
  });

  it('refuses a capacity that is not a whole number of places, and changes nothing for the same one', () => {
    expect(() => given([]).when(setCapacity(0, null))()).toThrow(InvalidCapacity);
    expect(() => given([]).when(setCapacity(1.5, null))()).toThrow(InvalidCapacity);
    expect(given([]).when(setCapacity(null, null))()).toEqual([]);
  });

  it('takes a deleted member off the waitlist', () => {
    const deleted: PracticeSessionCommand = {
      type: 'RemoveRegistration',
      data: {
        sessionDate: DATE,
        userId: 'b',
        adminId: 'admin',
        ...places(1),
        now: new Date(OPEN),
        reason: 'member-deleted',
        whenAbsent: 'ignore',
      },
    };
    expect(types(given([registered('a'), joined('b', 1)]).when(deleted)())).toEqual(['LeftWaitlist b']);
  });

  it('keeps the line in the order of the joins as the stream folds them', () => {
    const state = [
      registered('a'),
      joined('c', 1),
      joined('b', 2),
      joined('d', 3),
      { type: 'LeftWaitlist', data: { sessionDate: DATE, userId: 'b', leftAt: at } } as PracticeSessionEvent,
    ].reduce(evolve, initialPracticeSession);
    expect(state.waitlist).toEqual(['c', 'd']);
    expect(state.waitlistJoins).toBe(3);
  });
});
