import { isAttendanceStatus } from '@sadhana/rules/attendance';
import {
  isInRegistrationWindow,
  LOCK_HOURS,
  lockAt,
  WINDOW_DAYS_AFTER,
  WINDOW_DAYS_BEFORE,
} from '@sadhana/rules/registration';
import type { Decider } from '../../../platform/domain/decider.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { type SessionDate, studioDate } from '../../../platform/domain/eastern-time.js';
import type { PracticeSessionEvent } from './practice-session.events.js';

export type PracticeSession = {
  readonly registered: ReadonlySet<string>;
  /** userId → the attendance status an admin recorded for this date (absent: none). */
  readonly statuses: ReadonlyMap<string, string>;
};

export const initialPracticeSession: PracticeSession = { registered: new Set(), statuses: new Map() };

export function evolve(state: PracticeSession, event: PracticeSessionEvent): PracticeSession {
  const { userId } = event.data;
  switch (event.type) {
    case 'RegisteredForSession':
      return { ...state, registered: new Set(state.registered).add(userId) };
    case 'RegistrationCancelled': {
      const registered = new Set(state.registered);
      registered.delete(userId);
      return { ...state, registered };
    }
    case 'RegistrationRemovedByAdmin': {
      // The registration goes, and with it what was recorded about it.
      const registered = new Set(state.registered);
      registered.delete(userId);
      const statuses = new Map(state.statuses);
      statuses.delete(userId);
      return { registered, statuses };
    }
    case 'AttendanceStatusSet':
      return { ...state, statuses: new Map(state.statuses).set(userId, event.data.status) };
    case 'AttendanceStatusCleared': {
      const statuses = new Map(state.statuses);
      statuses.delete(userId);
      return { ...state, statuses };
    }
  }
}

type SessionCommandData = {
  sessionDate: SessionDate;
  userId: string;
  /** When the session starts (see sessionStart); the 24-hour lock counts back from it. */
  sessionStartsAt: Date;
  now: Date;
};

export type RegisterForSession = { type: 'RegisterForSession'; data: SessionCommandData };
export type CancelRegistration = { type: 'CancelRegistration'; data: SessionCommandData };
/** An admin sets one of the nine statuses, or clears it (null), for a user on any date. */
export type SetAttendanceStatus = {
  type: 'SetAttendanceStatus';
  data: { sessionDate: SessionDate; userId: string; status: string | null; adminId: string; now: Date };
};
/**
 * An admin removes a user's registration. `whenAbsent`: 'refuse' for the admin's own removal (the
 * registration they saw is gone: 404), 'ignore' when a soft delete sweeps the member's registrations.
 */
export type RemoveRegistration = {
  type: 'RemoveRegistration';
  data: {
    sessionDate: SessionDate;
    userId: string;
    adminId: string;
    now: Date;
    reason: 'removed' | 'member-deleted';
    whenAbsent: 'refuse' | 'ignore';
  };
};
export type PracticeSessionCommand =
  | RegisterForSession
  | CancelRegistration
  | SetAttendanceStatus
  | RemoveRegistration;

/** The window (today-2 … today+4) and the 24-hour lock are the rules shared with the schedule screen. */
export { LOCK_HOURS, WINDOW_DAYS_AFTER, WINDOW_DAYS_BEFORE };

export class OutsideRegistrationWindow extends DomainError {
  readonly kind = 'conflict';

  constructor(readonly sessionDate: SessionDate) {
    super(
      `Sessions can be booked from ${WINDOW_DAYS_BEFORE} days ago to ${WINDOW_DAYS_AFTER} days ahead; ${sessionDate} is outside that window.`,
    );
  }
}

export class NotASessionDate extends DomainError {
  readonly kind = 'invalid';

  constructor(readonly value: string) {
    super('attendanceDate is not a real date');
  }
}

export class NoPracticeSession extends DomainError {
  readonly kind = 'conflict';

  constructor(readonly sessionDate: SessionDate) {
    super(`There is no practice session on ${sessionDate}.`);
  }
}

export class RegistrationLocked extends DomainError {
  readonly kind = 'conflict';

  constructor(
    readonly sessionDate: SessionDate,
    readonly reason: 'started' | 'within-24-hours',
    action: 'register' | 'cancel',
  ) {
    super(
      reason === 'started'
        ? `The ${sessionDate} session has already started; it can no longer be changed.`
        : `It is too late to ${action === 'register' ? 'register for' : 'cancel'} the ${sessionDate} session: changes close ${LOCK_HOURS} hours before it starts.`,
    );
  }
}

export class UnknownAttendanceStatus extends DomainError {
  readonly kind = 'invalid';

  constructor(readonly status: string) {
    super(`status must be one of the nine attendance statuses or null; "${status}" is not one of them`);
  }
}

export class RegistrationNotFound extends DomainError {
  readonly kind = 'not_found';

  constructor(
    readonly sessionDate: SessionDate,
    readonly userId: string,
  ) {
    super(`This user has no registration for the ${sessionDate} session.`);
  }
}

/** The member cancels a registration they do not have (never made, cancelled already, or removed). */
export class NoRegistrationToCancel extends DomainError {
  readonly kind = 'not_found';

  constructor(readonly sessionDate: SessionDate) {
    super(`You are not registered for the ${sessionDate} session.`);
  }
}

export function decide(command: PracticeSessionCommand, state: PracticeSession): PracticeSessionEvent[] {
  switch (command.type) {
    case 'SetAttendanceStatus':
      return decideStatus(command, state);
    case 'RemoveRegistration':
      return decideRemoval(command, state);
    default:
      return decideRegistration(command, state);
  }
}

function decideStatus({ data }: SetAttendanceStatus, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, userId, status, adminId, now } = data;
  const current = state.statuses.get(userId) ?? null;
  if (status !== null && !isAttendanceStatus(status)) throw new UnknownAttendanceStatus(status);
  if (current === status) return [];
  const at = now.toISOString();
  return status === null
    ? [{ type: 'AttendanceStatusCleared', data: { sessionDate, userId, clearedBy: adminId, at } }]
    : [{ type: 'AttendanceStatusSet', data: { sessionDate, userId, status, setBy: adminId, at } }];
}

function decideRemoval({ data }: RemoveRegistration, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, userId, adminId, now, reason, whenAbsent } = data;
  if (!state.registered.has(userId)) {
    if (whenAbsent === 'ignore') return [];
    throw new RegistrationNotFound(sessionDate, userId);
  }
  return [
    {
      type: 'RegistrationRemovedByAdmin',
      data: { sessionDate, userId, removedBy: adminId, reason, at: now.toISOString() },
    },
  ];
}

function decideRegistration(
  command: RegisterForSession | CancelRegistration,
  state: PracticeSession,
): PracticeSessionEvent[] {
  const { sessionDate, userId, sessionStartsAt, now } = command.data;
  const isRegistered = state.registered.has(userId);
  const wantsRegistered = command.type === 'RegisterForSession';
  // Registering again changes nothing, whatever the clock says (a double click, a second tab); a
  // cancellation needs a registration to cancel, or the answer would claim one was cancelled.
  if (!isRegistered && !wantsRegistered) throw new NoRegistrationToCancel(sessionDate);
  if (isRegistered === wantsRegistered) return [];

  if (!isInRegistrationWindow(sessionDate, studioDate(now))) throw new OutsideRegistrationWindow(sessionDate);
  const action = wantsRegistered ? 'register' : 'cancel';
  const lock = lockAt(sessionStartsAt, now);
  if (lock === 'past') throw new RegistrationLocked(sessionDate, 'started', action);
  if (lock === 'within-24-hours') throw new RegistrationLocked(sessionDate, 'within-24-hours', action);

  const at = now.toISOString();
  return wantsRegistered
    ? [{ type: 'RegisteredForSession', data: { sessionDate, userId, registeredAt: at } }]
    : [{ type: 'RegistrationCancelled', data: { sessionDate, userId, cancelledAt: at } }];
}

export const practiceSessionDecider: Decider<PracticeSessionCommand, PracticeSession, PracticeSessionEvent> =
  {
    initialState: () => initialPracticeSession,
    evolve,
    decide,
  };
