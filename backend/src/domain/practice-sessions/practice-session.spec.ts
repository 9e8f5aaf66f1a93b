import { ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import { decidedAt, deciderSpec } from '../../../test/support/decider-spec.js';
import { sessionStart } from '../../platform/domain/eastern-time.js';
import type { PracticeSessionEvent } from './practice-session.events.js';
import {
  type CancelRegistration,
  evolve,
  initialPracticeSession,
  NoRegistrationToCancel,
  OutsideRegistrationWindow,
  PlaceTakenByStudio,
  practiceSessionDecider,
  type RegisterForSession,
  RegistrationLocked,
  RegistrationNotFound,
  RemovalLocked,
  type RemoveRegistration,
  SessionNotBegun,
  type SetAttendanceStatus,
  UnknownAttendanceStatus,
} from './practice-session.js';

const given = deciderSpec(practiceSessionDecider);

/** A member's registration or cancellation of a session at `startTime` on `sessionDate`, at `now`. */
const toggle =
  <Type extends 'RegisterForSession' | 'CancelRegistration'>(type: Type) =>
  (sessionDate: string, startTime: string, now: string, userId = 'u1') => ({
    type,
    data: {
      sessionDate,
      userId,
      sessionStartsAt: sessionStart(sessionDate, startTime),
      practiceCapacity: null,
      now: new Date(now),
    },
  });
const register: (...args: Parameters<ReturnType<typeof toggle>>) => RegisterForSession =
  toggle('RegisterForSession');
const cancel: (...args: Parameters<ReturnType<typeof toggle>>) => CancelRegistration =
  toggle('CancelRegistration');
const registered = (
  sessionDate: string,
  userId = 'u1',
  at = '2026-11-20T12:00:00.000Z',
): PracticeSessionEvent => ({
  type: 'RegisteredForSession',
  data: { sessionDate, userId, registeredAt: at },
});

describe('practice session', () => {
  // Tuesday 2026-11-24, Angamardhana 05:00 EST = 10:00Z.
  it('registers a member for a session more than 24 hours away', () => {
    expect(given([]).when(register('2026-11-24', '05:00', '2026-11-22T12:00:00Z'))()).toEqual([
      {
        type: 'RegisteredForSession',
        data: { sessionDate: '2026-11-24', userId: 'u1', registeredAt: '2026-11-22T12:00:00.000Z' },
      },
    ]);
  });

  it('cancels a registration more than 24 hours away', () => {
    expect(
      given([registered('2026-11-24')]).when(cancel('2026-11-24', '05:00', '2026-11-22T12:00:00Z'))(),
    ).toEqual([
      {
        type: 'RegistrationCancelled',
        data: { sessionDate: '2026-11-24', userId: 'u1', cancelledAt: '2026-11-22T12:00:00.000Z' },
      },
    ]);
  });

  it('changes nothing when registering twice, even when locked', () => {
    expect(
      given([registered('2026-11-24')]).when(register('2026-11-24', '05:00', '2026-11-22T12:00:00Z'))(),
    ).toEqual([]);
    expect(
      given([registered('2026-11-24')]).when(register('2026-11-24', '05:00', '2026-11-24T09:00:00Z'))(),
    ).toEqual([]);
  });

  it('refuses to cancel a registration that does not exist (not found), even when locked or past', () => {
    for (const now of ['2026-11-22T12:00:00Z', '2026-11-24T09:00:00Z', '2026-11-25T12:00:00Z']) {
      expect(given([]).when(cancel('2026-11-24', '05:00', now))).toThrow(NoRegistrationToCancel);
    }
    const someoneElses = given([registered('2026-11-24', 'u2')]).when(
      cancel('2026-11-24', '05:00', '2026-11-22T12:00:00Z'),
    );
    expect(someoneElses).toThrow(NoRegistrationToCancel);
    expect(someoneElses).toThrow('You are not registered for the 2026-11-24 session.');
    // Cancelled already: a second cancel finds nothing to cancel either.
    const cancelled: PracticeSessionEvent = {
      type: 'RegistrationCancelled',
      data: { sessionDate: '2026-11-24', userId: 'u1', cancelledAt: '2026-11-21T12:00:00.000Z' },
    };
    expect(
      given([registered('2026-11-24'), cancelled]).when(
        cancel('2026-11-24', '05:00', '2026-11-22T12:00:00Z'),
      ),
    ).toThrow(NoRegistrationToCancel);
  });

  it('stays open at exactly 24 hours before the start and locks a millisecond later', () => {
    // Start 2026-11-24T10:00:00Z; "less than 24 hours away" is locked.
    expect(given([]).when(register('2026-11-24', '05:00', '2026-11-23T10:00:00.000Z'))()).toHaveLength(1);
    expect(given([]).when(register('2026-11-24', '05:00', '2026-11-23T10:00:00.001Z'))).toThrow(
      RegistrationLocked,
    );
    expect(
      given([registered('2026-11-24')]).when(cancel('2026-11-24', '05:00', '2026-11-23T10:00:00.001Z')),
    ).toThrow(/too late to cancel/);
    expect(given([]).when(register('2026-11-24', '05:00', '2026-11-23T10:00:00.001Z'))).toThrow(
      /too late to register/,
    );
  });

  it('refuses a session that has started', () => {
    const started = given([]).when(register('2026-11-22', '04:30', '2026-11-22T09:31:00Z'));
    expect(started).toThrow(RegistrationLocked);
    expect(started).toThrow(/already started/);
  });

  it('refuses dates outside two days before to four days after today (Eastern)', () => {
    // 2026-11-22T03:00Z is still Saturday 2026-11-21 in New York.
    const now = '2026-11-22T03:00:00Z';
    expect(given([]).when(register('2026-11-25', '05:00', now))()).toHaveLength(1);
    expect(given([]).when(register('2026-11-26', '05:00', now))).toThrow(OutsideRegistrationWindow);
    expect(given([]).when(register('2026-11-18', '05:00', now))).toThrow(OutsideRegistrationWindow);
    expect(given([]).when(register('2026-11-19', '05:00', now))).toThrow(RegistrationLocked);
  });

  it.each([
    // [label, session date, start, the instant exactly 24 h before (UTC)]
    ['Sunday', '2026-11-29', '04:30', '2026-11-28T09:30:00Z'],
    ['Monday', '2026-11-23', '05:00', '2026-11-22T10:00:00Z'],
    ['Tuesday', '2026-11-24', '05:00', '2026-11-23T10:00:00Z'],
    ['Wednesday', '2026-11-25', '05:00', '2026-11-24T10:00:00Z'],
    ['Thursday', '2026-11-26', '04:30', '2026-11-25T09:30:00Z'],
    ['Friday', '2026-11-27', '04:30', '2026-11-26T09:30:00Z'],
    ['Saturday', '2026-11-28', '04:30', '2026-11-27T09:30:00Z'],
    // Around the clock changes, 24 real hours in the zone offset of that day.
    ['2026 spring forward, Sunday session right after', '2026-03-08', '04:30', '2026-03-07T08:30:00Z'],
    ['2026 spring forward, Monday session', '2026-03-09', '05:00', '2026-03-08T09:00:00Z'],
    ['2026 fall back, Sunday session right after', '2026-11-01', '04:30', '2026-10-31T09:30:00Z'],
    ['2026 fall back, Monday session', '2026-11-02', '05:00', '2026-11-01T10:00:00Z'],
    ['2027 spring forward, Sunday session', '2027-03-14', '04:30', '2027-03-13T08:30:00Z'],
    ['2027 fall back, Sunday session', '2027-11-07', '04:30', '2027-11-06T09:30:00Z'],
    ['2027 fall back, Monday session', '2027-11-08', '05:00', '2027-11-07T10:00:00Z'],
  ])(
    'stays open for %s (%s, %s) until 24 real hours before the start',
    (_label, date, start, lockInstant) => {
      const lockAt = new Date(lockInstant).getTime();
      expect(given([]).when(register(date, start, new Date(lockAt).toISOString()))()).toHaveLength(1);
      expect(given([]).when(register(date, start, new Date(lockAt + 1).toISOString()))).toThrow(
        RegistrationLocked,
      );
    },
  );

  describe('admin corrections', () => {
    const { now, at } = decidedAt('2026-11-23T15:00:00Z');
    const setStatus = (
      status: string | null,
      userId = 'u1',
      sessionDate = '2026-11-20',
    ): SetAttendanceStatus => ({
      type: 'SetAttendanceStatus',
      data: {
        sessionDate,
        userId,
        status,
        adminId: 'admin1',
        now,
        sessionStartsAt: sessionStart(sessionDate, '04:30'),
      },
    });
    /** A removal of the 2026-11-20 session's registration, as if it were still `open`, `locked` or `begun`. */
    const remove = (
      whenAbsent: 'refuse' | 'ignore' = 'refuse',
      lock: 'open' | 'locked' | 'begun' = 'open',
      reason: 'removed' | 'member-deleted' = 'removed',
    ): RemoveRegistration => ({
      type: 'RemoveRegistration',
      data: {
        sessionDate: '2026-11-20',
        userId: 'u1',
        adminId: 'admin1',
        now,
        sessionStartsAt: new Date(
          now.getTime() + { open: 24 * 3_600_000, locked: 24 * 3_600_000 - 1, begun: 0 }[lock],
        ),
        practiceCapacity: null,
        reason,
        whenAbsent,
      },
    });
    const statusSet = (status: string): PracticeSessionEvent => ({
      type: 'AttendanceStatusSet',
      data: { sessionDate: '2026-11-20', userId: 'u1', status, setBy: 'admin1', at },
    });

    it('sets a status on a registration, on any date, recording the admin (the lock does not apply)', () => {
      expect(given([registered('2026-11-20')]).when(setStatus('registered_no_show'))()).toEqual([
        statusSet('registered_no_show'),
      ]);
    });

    it('records a walk-in without a registration', () => {
      expect(given([]).when(setStatus('walk_in_attended'))()).toEqual([statusSet('walk_in_attended')]);
    });

    it('changes a status, clears it, and does nothing when it already is so', () => {
      const history = [registered('2026-11-20'), statusSet('registered_no_show')];
      expect(given(history).when(setStatus('registered_attended'))()).toEqual([
        statusSet('registered_attended'),
      ]);
      expect(given(history).when(setStatus('registered_no_show'))()).toEqual([]);
      expect(given(history).when(setStatus(null))()).toEqual([
        {
          type: 'AttendanceStatusCleared',
          data: { sessionDate: '2026-11-20', userId: 'u1', clearedBy: 'admin1', at },
        },
      ]);
      expect(given([registered('2026-11-20')]).when(setStatus(null))()).toEqual([]);
    });

    it.each(['attended', 'REGISTERED_ATTENDED', ''])('refuses the unknown status %j', (status) => {
      expect(given([]).when(setStatus(status))).toThrow(UnknownAttendanceStatus);
    });

    it('removes a registration with its status; a second removal finds nothing', () => {
      const history = [registered('2026-11-20'), statusSet('registered_waitlisted')];
      const removed = given(history).when(remove())();
      expect(removed).toEqual([
        {
          type: 'RegistrationRemovedByAdmin',
          data: { sessionDate: '2026-11-20', userId: 'u1', removedBy: 'admin1', reason: 'removed', at },
        },
      ]);
      const after = [...history, ...removed].reduce(evolve, initialPracticeSession);
      expect(after.registered.has('u1')).toBe(false);
      expect(after.statuses.has('u1')).toBe(false);
      expect(given([...history, ...removed]).when(remove())).toThrow(RegistrationNotFound);
      expect(given([...history, ...removed]).when(remove('ignore'))()).toEqual([]);
    });

    it('removes a registration only while members can still change it: at the lock and after, 409', () => {
      const history = [registered('2026-11-20')];
      expect(given(history).when(remove('refuse', 'open'))()).toHaveLength(1);
      for (const lock of ['locked', 'begun'] as const) {
        const late = given(history).when(remove('refuse', lock));
        expect(late).toThrow(RemovalLocked);
        expect(late).toThrow(
          'It is too late to remove this registration: changes to the 2026-11-20 session closed 24 hours before it starts.',
        );
      }
      // A soft delete still takes a deleted member's places until the session begins.
      expect(given(history).when(remove('ignore', 'locked', 'member-deleted'))()).toHaveLength(1);
    });

    it('records attended, no-show and walk-in only once the session has begun; other statuses ahead of time', () => {
      // 2026-11-24 begins at 04:30 Eastern, after `now` (2026-11-23T15:00Z).
      for (const status of ['registered_attended', 'registered_no_show', 'walk_in_attended']) {
        const early = given([registered('2026-11-24')]).when(setStatus(status, 'u1', '2026-11-24'));
        expect(early).toThrow(SessionNotBegun);
        expect(early).toThrow(
          'The 2026-11-24 session has not begun: attended, no-show and walk-in can be recorded once it has.',
        );
      }
      const outcomes = ['registered_attended', 'registered_no_show', 'walk_in_attended'];
      for (const status of ATTENDANCE_STATUSES.filter((s) => !outcomes.includes(s)))
        expect(given([]).when(setStatus(status, 'u1', '2026-11-24'))()).toHaveLength(1);
      expect(given([]).when(setStatus(null, 'u1', '2026-11-24'))()).toEqual([]);
    });

    it('keeps a member the studio took the place of from cancelling or registering again for that date', () => {
      const statusOn = (status: string): PracticeSessionEvent => ({
        type: 'AttendanceStatusSet',
        data: { sessionDate: '2026-11-24', userId: 'u1', status, setBy: 'admin1', at },
      });
      for (const status of [
        'registered_cancelled_by_admin_full_capacity',
        'registered_cancelled_by_teacher_admin_class_cancelled',
      ]) {
        const history = [registered('2026-11-24'), statusOn(status)];
        const leaving = given(history).when(cancel('2026-11-24', '05:00', '2026-11-22T12:00:00Z'));
        expect(leaving).toThrow(PlaceTakenByStudio);
        expect(leaving).toThrow(
          'The studio cancelled your place for the 2026-11-24 session; only the studio can change it.',
        );
        const cancelled: PracticeSessionEvent = {
          type: 'RegistrationCancelled',
          data: { sessionDate: '2026-11-24', userId: 'u1', cancelledAt: at },
        };
        expect(
          given([...history, cancelled]).when(register('2026-11-24', '05:00', '2026-11-22T12:00:00Z')),
        ).toThrow(PlaceTakenByStudio);
      }
      // Another status (the member's own cancellation on record) leaves their toggle as it was.
      expect(
        given([registered('2026-11-24'), statusOn('registered_rescheduled')]).when(
          cancel('2026-11-24', '05:00', '2026-11-22T12:00:00Z'),
        )(),
      ).toHaveLength(1);
    });

    it('keeps a status when the member cancels (a late cancellation stays on record)', () => {
      const history = [
        registered('2026-11-20'),
        statusSet('registered_cancelled_by_participant'),
        {
          type: 'RegistrationCancelled',
          data: { sessionDate: '2026-11-20', userId: 'u1', cancelledAt: at },
        } as PracticeSessionEvent,
      ];
      const state = history.reduce(evolve, initialPracticeSession);
      expect(state.statuses.get('u1')).toBe('registered_cancelled_by_participant');
      expect(state.registered.has('u1')).toBe(false);
    });
  });
});

describe('marking everyone attended', () => {
  const { now, at } = decidedAt('2026-11-24T12:00:00.000Z');
  const mark = (sessionDate = '2026-11-24') => ({
    type: 'MarkEveryoneAttended' as const,
    data: { sessionDate, adminId: 'admin', now, sessionStartsAt: sessionStart(sessionDate, '05:00') },
  });
  const statusSet = (userId: string, status: string): PracticeSessionEvent => ({
    type: 'AttendanceStatusSet',
    data: { sessionDate: '2026-11-24', userId, status, setBy: 'admin', at },
  });

  it('given registrations, some with a status, when marking everyone attended, then only those without one are marked', () => {
    const events = given([
      registered('2026-11-24', 'a'),
      registered('2026-11-24', 'b'),
      registered('2026-11-24', 'c'),
      statusSet('b', 'registered_no_show'),
      statusSet('w', 'walk_in_attended'),
    ]).when(mark())();
    expect(events).toEqual([statusSet('a', 'registered_attended'), statusSet('c', 'registered_attended')]);
  });

  it('given everyone marked, when marking again, then nothing happens', () => {
    expect(
      given([registered('2026-11-24', 'a'), statusSet('a', 'registered_attended')]).when(mark())(),
    ).toEqual([]);
  });

  it('given a session not yet begun, when marking everyone attended, then 409', () => {
    const early = given([registered('2026-11-25', 'a')]).when(mark('2026-11-25'));
    expect(early).toThrow(SessionNotBegun);
  });
});
