import { tuesday } from '../../../test/support/practice-session-given.js';
import type { PracticeSessionEvent, SessionMailKind } from './practice-session.events.js';
import { evolve, initialPracticeSession } from './practice-session.js';
import { mailsDue } from './session-mails-due.js';

const { at, DATE, given, joined, LOCKED, OPEN, places, registered } = tuesday;

const STARTED = '2026-11-24T10:00:00Z';

const state = (events: PracticeSessionEvent[]) => events.reduce(evolve, initialPracticeSession);
const due = (kind: SessionMailKind, events: PracticeSessionEvent[], now = OPEN) =>
  mailsDue(kind, state(events), { sessionStartsAt: places(null).sessionStartsAt, now: new Date(now) });

const notified = (userId: string, kind: SessionMailKind, occurrence = 1): PracticeSessionEvent => ({
  type: 'MemberNotified',
  data: { sessionDate: DATE, userId, kind, occurrence, at },
});
const cancelled: PracticeSessionEvent = {
  type: 'SessionCancelled',
  data: { sessionDate: DATE, reason: 'Thanksgiving', cancelledBy: 'admin', at },
};
const restored: PracticeSessionEvent = {
  type: 'SessionRestored',
  data: { sessionDate: DATE, restoredBy: 'admin', at },
};
const promoted = (userId: string): PracticeSessionEvent[] => [
  { type: 'PromotedFromWaitlist', data: { sessionDate: DATE, userId, promotedAt: at } },
  registered(userId),
];
const cancelledBy = (userId: string): PracticeSessionEvent => ({
  type: 'RegistrationCancelled',
  data: { sessionDate: DATE, userId, cancelledAt: at },
});

describe('session mails: who is owed which', () => {
  it('reminds each registration once, while the lock is open and the class on', () => {
    const history = [registered('a'), registered('b'), joined('w', 1)];
    expect(due('reminder', history)).toEqual([
      { userId: 'a', occurrence: 1 },
      { userId: 'b', occurrence: 1 },
    ]);
    expect(due('reminder', [...history, notified('a', 'reminder')])).toEqual([
      { userId: 'b', occurrence: 1 },
    ]);
    expect(due('reminder', [...history, cancelledBy('b')])).toEqual([{ userId: 'a', occurrence: 1 }]);
    expect(due('reminder', history, LOCKED)).toEqual([]);
    expect(due('reminder', [...history, cancelled])).toEqual([]);
  });

  it('tells a promoted member of each promotion once, as long as they hold the place', () => {
    const once = [joined('w', 1), ...promoted('w')];
    expect(due('promoted', once)).toEqual([{ userId: 'w', occurrence: 1 }]);
    expect(due('promoted', [...once, notified('w', 'promoted')])).toEqual([]);
    expect(due('promoted', [...once, cancelledBy('w')])).toEqual([]);
    // Left, waited again and promoted a second time: a second mail.
    const twice = [...once, notified('w', 'promoted'), cancelledBy('w'), joined('w', 2), ...promoted('w')];
    expect(due('promoted', twice)).toEqual([{ userId: 'w', occurrence: 2 }]);
    // Told after the lock too: the place is theirs (they were promoted before it).
    expect(due('promoted', once, LOCKED)).toEqual([{ userId: 'w', occurrence: 1 }]);
  });

  it('tells everyone registered or waiting that the class is cancelled, once per cancellation', () => {
    const history = [registered('a'), joined('w', 1), cancelled];
    expect(due('class-cancelled', history)).toEqual([
      { userId: 'a', occurrence: 1 },
      { userId: 'w', occurrence: 1 },
    ]);
    const told = [...history, notified('a', 'class-cancelled'), notified('w', 'class-cancelled')];
    expect(due('class-cancelled', told)).toEqual([]);
    expect(due('class-cancelled', [...told, restored])).toEqual([]);
    expect(due('class-cancelled', [...told, restored, cancelled])).toEqual([
      { userId: 'a', occurrence: 2 },
      { userId: 'w', occurrence: 2 },
    ]);
  });

  it('tells the waitlist the session is full once the lock has closed, not before', () => {
    const history = [registered('a'), joined('w', 1), joined('v', 2)];
    expect(due('session-full', history)).toEqual([]);
    expect(due('session-full', history, LOCKED)).toEqual([
      { userId: 'w', occurrence: 1 },
      { userId: 'v', occurrence: 1 },
    ]);
    expect(due('session-full', [...history, notified('w', 'session-full')], LOCKED)).toEqual([
      { userId: 'v', occurrence: 1 },
    ]);
    expect(due('session-full', [...history, cancelled], LOCKED)).toEqual([]);
  });

  it('owes nothing once the session has started', () => {
    const history = [registered('a'), joined('w', 1), ...promoted('w'), cancelled];
    for (const kind of ['reminder', 'promoted', 'class-cancelled', 'session-full'] as const)
      expect(due(kind, history, STARTED)).toEqual([]);
  });
});

describe('session mails: recording one', () => {
  const record = (userId: string, kind: SessionMailKind, occurrence: number) =>
    ({
      type: 'RecordNotification',
      data: { sessionDate: DATE, userId, kind, occurrence, now: new Date(OPEN) },
    }) as const;

  it('records a delivered mail as MemberNotified', () => {
    expect(given([registered('a')]).when(record('a', 'reminder', 1))()).toEqual([
      {
        type: 'MemberNotified',
        data: {
          sessionDate: DATE,
          userId: 'a',
          kind: 'reminder',
          occurrence: 1,
          at: '2026-11-22T12:00:00.000Z',
        },
      },
    ]);
  });

  it('records nothing for a mail recorded already (a retried job, a second instance)', () => {
    expect(given([registered('a'), notified('a', 'reminder')]).when(record('a', 'reminder', 1))()).toEqual(
      [],
    );
    expect(given([notified('a', 'promoted', 2)]).when(record('a', 'promoted', 1))()).toEqual([]);
    expect(given([notified('a', 'promoted', 1)]).when(record('a', 'promoted', 2))()).toHaveLength(1);
  });
});
