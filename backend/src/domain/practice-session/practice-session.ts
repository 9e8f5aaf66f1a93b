import {
  isInRegistrationWindow,
  LOCK_HOURS,
  lockAt,
  WINDOW_DAYS_AFTER,
  WINDOW_DAYS_BEFORE,
} from '@sadhana/rules/registration';
import type { Decider } from '../decider.js';
import { DomainError } from '../domain-error.js';
import { type SessionDate, studioDate } from '../time/eastern-time.js';
import type { PracticeSessionEvent } from './practice-session.events.js';

export type PracticeSession = {
  readonly registered: ReadonlySet<string>;
};

export const initialPracticeSession: PracticeSession = { registered: new Set() };

export function evolve(state: PracticeSession, event: PracticeSessionEvent): PracticeSession {
  const registered = new Set(state.registered);
  switch (event.type) {
    case 'RegisteredForSession':
      registered.add(event.data.userId);
      return { registered };
    case 'RegistrationCancelled':
      registered.delete(event.data.userId);
      return { registered };
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
export type PracticeSessionCommand = RegisterForSession | CancelRegistration;

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

export function decide(command: PracticeSessionCommand, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, userId, sessionStartsAt, now } = command.data;
  const isRegistered = state.registered.has(userId);
  const wantsRegistered = command.type === 'RegisterForSession';
  // Asking for what is already so changes nothing, whatever the clock says.
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
