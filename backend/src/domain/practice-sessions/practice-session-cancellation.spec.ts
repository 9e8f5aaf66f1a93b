import { tuesday } from '../../../test/support/practice-session-given.js';
import type { PracticeSessionEvent } from './practice-session.events.js';
import {
  ClassCancelled,
  evolve,
  InvalidCancelReason,
  initialPracticeSession,
  type PracticeSessionCommand,
  SessionAlreadyCancelled,
  SessionAlreadyStarted,
  SessionNotCancelled,
} from './practice-session.js';

const { at, DATE, given, joined, LOCKED, OPEN, places, registered } = tuesday;

const STARTED = '2026-11-24T10:00:00Z';

const cancelClass = (reason: string, now = OPEN): PracticeSessionCommand => ({
  type: 'CancelSession',
  data: { sessionDate: DATE, reason, adminId: 'admin', ...places(null), now: new Date(now) },
});
const restoreClass = (now = OPEN, practiceCapacity: number | null = 1): PracticeSessionCommand => ({
  type: 'RestoreSession',
  data: { sessionDate: DATE, adminId: 'admin', ...places(practiceCapacity), now: new Date(now) },
});
const member = (
  type: 'RegisterForSession' | 'CancelRegistration',
  userId: string,
): PracticeSessionCommand => ({
  type,
  data: { sessionDate: DATE, userId, ...places(1), now: new Date(OPEN) },
});

const cancelled: PracticeSessionEvent = {
  type: 'SessionCancelled',
  data: { sessionDate: DATE, reason: 'Thanksgiving', cancelledBy: 'admin', at },
};

describe('a cancelled class (decider)', () => {
  it('cancels with the trimmed reason, up to the start, even inside the 24-hour lock', () => {
    for (const now of [OPEN, LOCKED]) {
      expect(given([registered('a')]).when(cancelClass('  Thanksgiving ', now))()).toEqual([
        {
          type: 'SessionCancelled',
          data: {
            sessionDate: DATE,
            reason: 'Thanksgiving',
            cancelledBy: 'admin',
            at: new Date(now).toISOString(),
          },
        },
      ]);
    }
  });

  it('refuses a blank or over-long reason, a class that has started, and a second cancellation', () => {
    expect(given([]).when(cancelClass('   '))).toThrow(InvalidCancelReason);
    expect(given([]).when(cancelClass('x'.repeat(201)))).toThrow(InvalidCancelReason);
    expect(given([]).when(cancelClass('Snow', STARTED))).toThrow(SessionAlreadyStarted);
    expect(given([cancelled]).when(cancelClass('Snow'))).toThrow(SessionAlreadyCancelled);
  });

  it("refuses members' toggles and marking everyone attended while cancelled", () => {
    const history = [registered('a'), joined('b', 1), cancelled];
    expect(given(history).when(member('RegisterForSession', 'c'))).toThrow(ClassCancelled);
    expect(given(history).when(member('CancelRegistration', 'a'))).toThrow(ClassCancelled);
    expect(given(history).when(member('CancelRegistration', 'b'))).toThrow(ClassCancelled);
    expect(
      given(history).when({
        type: 'MarkEveryoneAttended',
        data: { sessionDate: DATE, adminId: 'admin', now: new Date(OPEN), sessionStartsAt: new Date(OPEN) },
      }),
    ).toThrow(/cancelled/);
  });

  it('promotes nobody while cancelled, even when an admin frees a place', () => {
    const history = [registered('a'), joined('b', 1), cancelled];
    const removal = given(history).when({
      type: 'RemoveRegistration',
      data: {
        sessionDate: DATE,
        userId: 'a',
        adminId: 'admin',
        ...places(1),
        now: new Date(OPEN),
        reason: 'removed',
        whenAbsent: 'refuse',
      },
    })();
    expect(removal.map((e) => e.type)).toEqual(['RegistrationRemovedByAdmin']);
  });

  it('restores everyone as they were, and only a cancelled class that has not started', () => {
    const history = [registered('a'), joined('b', 1), cancelled];
    const restored = given(history).when(restoreClass())();
    expect(restored).toEqual([
      {
        type: 'SessionRestored',
        data: { sessionDate: DATE, restoredBy: 'admin', at: new Date(OPEN).toISOString() },
      },
    ]);
    const state = [...history, ...restored].reduce(evolve, initialPracticeSession);
    expect(state).toMatchObject({ registered: new Set(['a']), waitlist: ['b'], cancelledReason: null });
    expect(given([registered('a')]).when(restoreClass())).toThrow(SessionNotCancelled);
    expect(given(history).when(restoreClass(STARTED))).toThrow(SessionAlreadyStarted);
  });

  it('promotes into places that freed while it was cancelled, before the lock', () => {
    const history = [registered('a'), joined('b', 1), cancelled];
    expect(
      given(history)
        .when(restoreClass(OPEN, 2))()
        .map((e) => e.type),
    ).toEqual(['SessionRestored', 'PromotedFromWaitlist', 'RegisteredForSession']);
    expect(
      given(history)
        .when(restoreClass(LOCKED, 2))()
        .map((e) => e.type),
    ).toEqual(['SessionRestored']);
  });
});
