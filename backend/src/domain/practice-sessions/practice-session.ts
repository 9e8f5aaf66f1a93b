import { isAttendanceStatus, isOutcomeStatus, isPlaceTakenByStudio } from '@sadhana/rules/attendance';
import {
  CANCEL_REASON_RULE,
  CAPACITY_RULE,
  isCancelReason,
  isCapacity,
  isInRegistrationWindow,
  LOCK_HOURS,
  lockAt,
  WINDOW_DAYS_AFTER,
  WINDOW_DAYS_BEFORE,
} from '@sadhana/rules/registration';
import type { Decider } from '../../platform/domain/decider.js';
import { DomainError, domainError } from '../../platform/domain/domain-error.js';
import { type SessionDate, studioDate } from '../../platform/domain/eastern-time.js';
import type { PracticeSessionEvent, SessionMailKind } from './practice-session.events.js';

export type PracticeSession = {
  readonly registered: ReadonlySet<string>;
  /** userId → the attendance status an admin recorded for this date (absent: none). */
  readonly statuses: ReadonlyMap<string, string>;
  /** Who waits for a place, first in line first. */
  readonly waitlist: readonly string[];
  /** JoinedWaitlist events so far: the next join's ticket is one more. */
  readonly waitlistJoins: number;
  /** This date's own capacity (SessionCapacitySet); null: the practice's capacity applies. */
  readonly capacityOverride: number | null;
  /** The reason an admin gave for cancelling this date's class; null while it takes place. */
  readonly cancelledReason: string | null;
  /** SessionCancelled events so far: each cancellation is told once to everyone it concerns. */
  readonly cancellations: number;
  /** userId → how many times they were promoted from the waitlist. */
  readonly promotions: ReadonlyMap<string, number>;
  /** `kind:userId` → the last occurrence of that mail the member was sent (MemberNotified). */
  readonly notified: ReadonlyMap<string, number>;
};

export const initialPracticeSession: PracticeSession = {
  registered: new Set(),
  statuses: new Map(),
  waitlist: [],
  waitlistJoins: 0,
  capacityOverride: null,
  cancelledReason: null,
  cancellations: 0,
  promotions: new Map(),
  notified: new Map(),
};

export function notificationKey(kind: SessionMailKind, userId: string): string {
  return `${kind}:${userId}`;
}

export function evolve(state: PracticeSession, event: PracticeSessionEvent): PracticeSession {
  if (event.type === 'SessionCapacitySet') return { ...state, capacityOverride: event.data.capacity };
  if (event.type === 'SessionCancelled')
    return { ...state, cancelledReason: event.data.reason, cancellations: state.cancellations + 1 };
  if (event.type === 'SessionRestored') return { ...state, cancelledReason: null };
  const { userId } = event.data;
  switch (event.type) {
    case 'JoinedWaitlist':
      return { ...state, waitlist: [...state.waitlist, userId], waitlistJoins: event.data.ticket };
    case 'LeftWaitlist':
      return { ...state, waitlist: state.waitlist.filter((waiting) => waiting !== userId) };
    case 'PromotedFromWaitlist':
      return {
        ...state,
        waitlist: state.waitlist.filter((waiting) => waiting !== userId),
        promotions: new Map(state.promotions).set(userId, (state.promotions.get(userId) ?? 0) + 1),
      };
    case 'MemberNotified':
      return {
        ...state,
        notified: new Map(state.notified).set(
          notificationKey(event.data.kind, userId),
          event.data.occurrence,
        ),
      };
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
      return { ...state, registered, statuses };
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

/**
 * What the handler reads for the date and the decider needs to decide who has a place: when the
 * session starts (see sessionStart; the 24-hour lock counts back from it) and the weekly practice's
 * capacity (null: unlimited). The date's own capacity is the stream's (SessionCapacitySet), so a
 * change of it and a registration are serialised by the stream's expected version.
 */
export type SessionPlaces = {
  sessionStartsAt: Date;
  practiceCapacity: number | null;
};

type SessionCommandData = SessionPlaces & {
  sessionDate: SessionDate;
  userId: string;
  now: Date;
};

export type RegisterForSession = { type: 'RegisterForSession'; data: SessionCommandData };
export type CancelRegistration = { type: 'CancelRegistration'; data: SessionCommandData };
/**
 * An admin sets one of the nine statuses, or clears it (null), for a user on any date; what happened
 * at the session (attended, no-show, walk-in) only once it has begun at `sessionStartsAt`.
 */
export type SetAttendanceStatus = {
  type: 'SetAttendanceStatus';
  data: {
    sessionDate: SessionDate;
    userId: string;
    status: string | null;
    adminId: string;
    now: Date;
    sessionStartsAt: Date;
  };
};
/**
 * An admin removes a user's registration, only while members can still change it (before the 24-hour
 * lock); a soft delete sweeps a deleted member's registrations until their sessions begin.
 * `whenAbsent`: 'refuse' for the admin's own removal (the registration they saw is gone: 404),
 * 'ignore' when a soft delete sweeps the member's registrations.
 */
export type RemoveRegistration = {
  type: 'RemoveRegistration';
  data: SessionPlaces & {
    sessionDate: SessionDate;
    userId: string;
    adminId: string;
    now: Date;
    reason: 'removed' | 'member-deleted';
    whenAbsent: 'refuse' | 'ignore';
  };
};
/** An admin records every registered person without a status as attended, in one step, once the session has begun. */
export type MarkEveryoneAttended = {
  type: 'MarkEveryoneAttended';
  data: { sessionDate: SessionDate; adminId: string; now: Date; sessionStartsAt: Date };
};
/** An admin sets this date's capacity (places ≥ 1), or clears it (null) so the practice's applies. */
export type SetSessionCapacity = {
  type: 'SetSessionCapacity';
  data: SessionPlaces & { sessionDate: SessionDate; capacity: number | null; adminId: string; now: Date };
};
/** The practice's capacity changed: promote into any place that freed on this date. */
export type FillFreedPlaces = {
  type: 'FillFreedPlaces';
  data: SessionPlaces & { sessionDate: SessionDate; now: Date };
};
/** An admin cancels this date's class (reason: what members are told), or restores it. */
export type CancelSession = {
  type: 'CancelSession';
  data: SessionPlaces & { sessionDate: SessionDate; reason: string; adminId: string; now: Date };
};
export type RestoreSession = {
  type: 'RestoreSession';
  data: SessionPlaces & { sessionDate: SessionDate; adminId: string; now: Date };
};
/** A mail about this session was delivered to the member: record it, once per occurrence. */
export type RecordNotification = {
  type: 'RecordNotification';
  data: { sessionDate: SessionDate; userId: string; kind: SessionMailKind; occurrence: number; now: Date };
};
export type PracticeSessionCommand =
  | RecordNotification
  | CancelSession
  | RestoreSession
  | RegisterForSession
  | CancelRegistration
  | SetAttendanceStatus
  | RemoveRegistration
  | MarkEveryoneAttended
  | SetSessionCapacity
  | FillFreedPlaces;

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

export class NotASessionDate extends domainError('invalid', 'attendanceDate is not a real date') {}

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

/** Cancelling or restoring a date the weekly schedule has no class on: a bad date, not a conflict. */
export class NoClassToCancel extends DomainError {
  readonly kind = 'invalid';

  constructor(readonly sessionDate: SessionDate) {
    super(`There is no practice session on ${sessionDate}.`);
  }
}

export class InvalidCancelReason extends domainError('invalid', CANCEL_REASON_RULE) {}

/** Cancelling or restoring a class that has started: it happened (or not) as it stood. */
export class SessionAlreadyStarted extends DomainError {
  readonly kind = 'invalid';

  constructor(
    readonly sessionDate: SessionDate,
    action: 'cancel' | 'restore',
  ) {
    super(
      `The ${sessionDate} session has already started; it can no longer be ${action === 'cancel' ? 'cancelled' : 'restored'}.`,
    );
  }
}

export class SessionAlreadyCancelled extends DomainError {
  readonly kind = 'conflict';

  constructor(readonly sessionDate: SessionDate) {
    super(`The ${sessionDate} class is already cancelled.`);
  }
}

export class SessionNotCancelled extends DomainError {
  readonly kind = 'conflict';

  constructor(readonly sessionDate: SessionDate) {
    super(`The ${sessionDate} class is not cancelled; there is nothing to restore.`);
  }
}

/** A member's toggle on a cancelled class: nobody registers for, or leaves, a class that will not take place. */
export class ClassCancelled extends DomainError {
  readonly kind = 'conflict';

  constructor(
    readonly sessionDate: SessionDate,
    readonly reason: string,
  ) {
    super(`The ${sessionDate} class is cancelled (${reason}); registrations for it cannot be changed.`);
  }
}

/** Attended, no-show or walk-in for a session that has not begun: nobody knows yet. */
export class SessionNotBegun extends DomainError {
  readonly kind = 'conflict';

  constructor(readonly sessionDate: SessionDate) {
    super(
      `The ${sessionDate} session has not begun: attended, no-show and walk-in can be recorded once it has.`,
    );
  }
}

/** An admin's removal at or after the 24-hour lock: the member could no longer change it either. */
export class RemovalLocked extends DomainError {
  readonly kind = 'conflict';

  constructor(readonly sessionDate: SessionDate) {
    super(
      `It is too late to remove this registration: changes to the ${sessionDate} session closed ${LOCK_HOURS} hours before it starts.`,
    );
  }
}

/** A member's toggle on a date where the studio cancelled their place (full class, cancelled class). */
export class PlaceTakenByStudio extends DomainError {
  readonly kind = 'conflict';

  constructor(readonly sessionDate: SessionDate) {
    super(`The studio cancelled your place for the ${sessionDate} session; only the studio can change it.`);
  }
}

export class InvalidCapacity extends domainError('invalid', CAPACITY_RULE) {}

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
    case 'MarkEveryoneAttended':
      return decideMarkEveryone(command, state);
    case 'SetSessionCapacity':
      return decideCapacity(command, state);
    case 'FillFreedPlaces':
      return promotions(state, command.data);
    case 'CancelSession':
      return decideCancellation(command, state);
    case 'RestoreSession':
      return decideRestoration(command, state);
    case 'RecordNotification':
      return decideNotification(command, state);
    default:
      return decideRegistration(command, state);
  }
}

function decideStatus({ data }: SetAttendanceStatus, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, userId, status, adminId, now, sessionStartsAt } = data;
  const current = state.statuses.get(userId) ?? null;
  if (status !== null && !isAttendanceStatus(status)) throw new UnknownAttendanceStatus(status);
  if (current === status) return [];
  if (status !== null && isOutcomeStatus(status) && lockAt(sessionStartsAt, now) !== 'past')
    throw new SessionNotBegun(sessionDate);
  const at = now.toISOString();
  return status === null
    ? [{ type: 'AttendanceStatusCleared', data: { sessionDate, userId, clearedBy: adminId, at } }]
    : [{ type: 'AttendanceStatusSet', data: { sessionDate, userId, status, setBy: adminId, at } }];
}

/** Recording a mail twice (a retried job, a second instance) records nothing more. */
function decideNotification({ data }: RecordNotification, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, userId, kind, occurrence, now } = data;
  if ((state.notified.get(notificationKey(kind, userId)) ?? 0) >= occurrence) return [];
  return [{ type: 'MemberNotified', data: { sessionDate, userId, kind, occurrence, at: now.toISOString() } }];
}

function decideMarkEveryone({ data }: MarkEveryoneAttended, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, adminId, now, sessionStartsAt } = data;
  // Nobody attends a class that did not take place (its registrants read "class cancelled").
  if (state.cancelledReason !== null) throw new ClassCancelled(sessionDate, state.cancelledReason);
  if (lockAt(sessionStartsAt, now) !== 'past') throw new SessionNotBegun(sessionDate);
  const at = now.toISOString();
  return [...state.registered]
    .filter((userId) => !state.statuses.has(userId))
    .map((userId) => ({
      type: 'AttendanceStatusSet' as const,
      data: { sessionDate, userId, status: 'registered_attended', setBy: adminId, at },
    }));
}

function decideRemoval({ data }: RemoveRegistration, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, userId, adminId, now, reason, whenAbsent } = data;
  if (!state.registered.has(userId)) {
    // A deleted member's place in line goes with their registrations.
    if (state.waitlist.includes(userId) && reason === 'member-deleted')
      return [{ type: 'LeftWaitlist', data: { sessionDate, userId, leftAt: now.toISOString() } }];
    if (whenAbsent === 'ignore') return [];
    throw new RegistrationNotFound(sessionDate, userId);
  }
  // The admin removes only what the member could still change; a deleted member's places go until their sessions begin.
  const lock = lockAt(data.sessionStartsAt, now);
  if (reason === 'removed' ? lock !== 'open' : lock === 'past') throw new RemovalLocked(sessionDate);
  return withPromotions(state, data, [
    {
      type: 'RegistrationRemovedByAdmin',
      data: { sessionDate, userId, removedBy: adminId, reason, at: now.toISOString() },
    },
  ]);
}

function decideCapacity({ data }: SetSessionCapacity, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, capacity, adminId, now } = data;
  if (capacity !== null && !isCapacity(capacity)) throw new InvalidCapacity();
  if (capacity === state.capacityOverride) return [];
  // A lower capacity takes no one's place: it only stops new registrations until enough cancel.
  return withPromotions(state, data, [
    { type: 'SessionCapacitySet', data: { sessionDate, capacity, setBy: adminId, at: now.toISOString() } },
  ]);
}

function decideCancellation({ data }: CancelSession, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, reason, adminId, now, sessionStartsAt } = data;
  if (!isCancelReason(reason)) throw new InvalidCancelReason();
  if (lockAt(sessionStartsAt, now) === 'past') throw new SessionAlreadyStarted(sessionDate, 'cancel');
  if (state.cancelledReason !== null) throw new SessionAlreadyCancelled(sessionDate);
  return [
    {
      type: 'SessionCancelled',
      data: { sessionDate, reason: reason.trim(), cancelledBy: adminId, at: now.toISOString() },
    },
  ];
}

/** Everyone is back as they were; places that freed meanwhile (a raised capacity) go to the waitlist. */
function decideRestoration({ data }: RestoreSession, state: PracticeSession): PracticeSessionEvent[] {
  const { sessionDate, adminId, now, sessionStartsAt } = data;
  if (lockAt(sessionStartsAt, now) === 'past') throw new SessionAlreadyStarted(sessionDate, 'restore');
  if (state.cancelledReason === null) throw new SessionNotCancelled(sessionDate);
  return withPromotions(state, data, [
    { type: 'SessionRestored', data: { sessionDate, restoredBy: adminId, at: now.toISOString() } },
  ]);
}

/** The places of the date: its own capacity if an admin set one, else the practice's (null: unlimited). */
export function capacityOf(state: PracticeSession, practiceCapacity: number | null): number | null {
  return state.capacityOverride ?? practiceCapacity;
}

function hasPlace(state: PracticeSession, practiceCapacity: number | null): boolean {
  const capacity = capacityOf(state, practiceCapacity);
  return capacity === null || state.registered.size < capacity;
}

/**
 * Who the freed places go to: the first on the waitlist, in order, while places are free — and only
 * before the 24-hour lock, so a promoted member can still cancel for free. Each promotion is the
 * PromotedFromWaitlist and the registration it gives.
 */
function promotions(
  state: PracticeSession,
  {
    sessionDate,
    sessionStartsAt,
    practiceCapacity,
    now,
  }: SessionPlaces & { sessionDate: SessionDate; now: Date },
): PracticeSessionEvent[] {
  // A cancelled class gives no places; its restoration promotes into any that freed meanwhile.
  if (state.cancelledReason !== null || lockAt(sessionStartsAt, now) !== 'open') return [];
  const at = now.toISOString();
  const events: PracticeSessionEvent[] = [];
  let current = state;
  for (const userId of state.waitlist) {
    if (!hasPlace(current, practiceCapacity)) break;
    const promotion: PracticeSessionEvent[] = [
      { type: 'PromotedFromWaitlist', data: { sessionDate, userId, promotedAt: at } },
      { type: 'RegisteredForSession', data: { sessionDate, userId, registeredAt: at } },
    ];
    current = promotion.reduce(evolve, current);
    events.push(...promotion);
  }
  return events;
}

/** `events`, then the promotions into the places they free. */
function withPromotions(
  state: PracticeSession,
  places: SessionPlaces & { sessionDate: SessionDate; now: Date },
  events: PracticeSessionEvent[],
): PracticeSessionEvent[] {
  return [...events, ...promotions(events.reduce(evolve, state), places)];
}

function decideRegistration(
  command: RegisterForSession | CancelRegistration,
  state: PracticeSession,
): PracticeSessionEvent[] {
  const { data } = command;
  const { sessionDate, userId, sessionStartsAt, practiceCapacity, now } = data;
  const isRegistered = state.registered.has(userId);
  const wantsRegistered = command.type === 'RegisterForSession';
  if (state.cancelledReason !== null) throw new ClassCancelled(sessionDate, state.cancelledReason);
  if (isPlaceTakenByStudio(state.statuses.get(userId))) throw new PlaceTakenByStudio(sessionDate);
  if (state.waitlist.includes(userId)) {
    // Asking again keeps the place in line; cancelling leaves the line, whatever the clock says
    // (waiting holds no place, so leaving costs no one anything).
    if (wantsRegistered) return [];
    return [{ type: 'LeftWaitlist', data: { sessionDate, userId, leftAt: now.toISOString() } }];
  }
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
  if (!wantsRegistered)
    return withPromotions(state, data, [
      { type: 'RegistrationCancelled', data: { sessionDate, userId, cancelledAt: at } },
    ]);
  // Places an earlier capacity raise freed go to those already waiting before a newcomer.
  const promoted = promotions(state, data);
  const current = promoted.reduce(evolve, state);
  const joined: PracticeSessionEvent = hasPlace(current, practiceCapacity)
    ? { type: 'RegisteredForSession', data: { sessionDate, userId, registeredAt: at } }
    : {
        type: 'JoinedWaitlist',
        data: { sessionDate, userId, ticket: current.waitlistJoins + 1, joinedAt: at },
      };
  return [...promoted, joined];
}

export const practiceSessionDecider: Decider<PracticeSessionCommand, PracticeSession, PracticeSessionEvent> =
  {
    initialState: () => initialPracticeSession,
    evolve,
    decide,
  };
