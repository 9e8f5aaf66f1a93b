import type { SessionMailKind } from '@sadhana/rules/admin-workspace';
import type { SessionDate } from '../../platform/domain/eastern-time.js';

/** Events of one day's practice session, stream `practice-session-YYYY-MM-DD`. Ids only, no personal data. */
export type RegisteredForSession = {
  type: 'RegisteredForSession';
  data: { sessionDate: SessionDate; userId: string; registeredAt: string };
};

export type RegistrationCancelled = {
  type: 'RegistrationCancelled';
  data: { sessionDate: SessionDate; userId: string; cancelledAt: string };
};

/** An admin recorded how the session went for a user: one of the nine statuses. A walk-in needs no registration. */
export type AttendanceStatusSet = {
  type: 'AttendanceStatusSet';
  data: { sessionDate: SessionDate; userId: string; status: string; setBy: string; at: string };
};

/** An admin took a status back: the date has no status again. */
export type AttendanceStatusCleared = {
  type: 'AttendanceStatusCleared';
  data: { sessionDate: SessionDate; userId: string; clearedBy: string; at: string };
};

/** An admin removed a user's registration (from the Session Registrations tab, or by a soft delete). */
export type RegistrationRemovedByAdmin = {
  type: 'RegistrationRemovedByAdmin';
  data: {
    sessionDate: SessionDate;
    userId: string;
    removedBy: string;
    /** 'member-deleted' when the removal came with a soft delete of the member. */
    reason: 'removed' | 'member-deleted';
    at: string;
  };
};

/**
 * The session was full: the member waits for a place. `ticket` numbers the stream's joins from 1 in
 * the order they were appended, so the waitlist's order survives any replay (several joins decided in
 * one group commit share `joinedAt`).
 */
export type JoinedWaitlist = {
  type: 'JoinedWaitlist';
  data: { sessionDate: SessionDate; userId: string; ticket: number; joinedAt: string };
};

/** The member left the waitlist (their own toggle, or their account was deleted). */
export type LeftWaitlist = {
  type: 'LeftWaitlist';
  data: { sessionDate: SessionDate; userId: string; leftAt: string };
};

/**
 * A place freed before the 24-hour lock and the first on the waitlist got it. Always followed by the
 * RegisteredForSession that gives the place, so every reader of registrations sees a promoted member
 * as registered; this event records that the member did not choose the session at that moment.
 */
export type PromotedFromWaitlist = {
  type: 'PromotedFromWaitlist';
  data: { sessionDate: SessionDate; userId: string; promotedAt: string };
};

/** An admin set this date's capacity (a number of places), or cleared it (null: the practice's applies). */
export type SessionCapacitySet = {
  type: 'SessionCapacitySet';
  data: { sessionDate: SessionDate; capacity: number | null; setBy: string; at: string };
};

/**
 * An admin cancelled the class on this date, with the reason members are told. Registrations and the
 * waitlist stay as they were (read as "class cancelled"), so a SessionRestored puts everyone back.
 */
export type SessionCancelled = {
  type: 'SessionCancelled';
  data: { sessionDate: SessionDate; reason: string; cancelledBy: string; at: string };
};

/** An admin took the cancellation back: the date's registrations and waitlist count again. */
export type SessionRestored = {
  type: 'SessionRestored';
  data: { sessionDate: SessionDate; restoredBy: string; at: string };
};

export type SessionCancellationEvent = SessionCancelled | SessionRestored;

export type { SessionMailKind };

/**
 * A mail about this session went to the member: recorded once it is delivered, so it goes once.
 * `occurrence` numbers what it told of that kind (the member's nth promotion, the class's nth
 * cancellation; 1 for a reminder or the waitlist's "the session is full").
 */
export type MemberNotified = {
  type: 'MemberNotified';
  data: { sessionDate: SessionDate; userId: string; kind: SessionMailKind; occurrence: number; at: string };
};

export type WaitlistEvent = JoinedWaitlist | LeftWaitlist | PromotedFromWaitlist;

/** A person's registration and status on a date: what the rosters, the audit and the fees read. */
export type RegistrationEvent =
  | RegisteredForSession
  | RegistrationCancelled
  | AttendanceStatusSet
  | AttendanceStatusCleared
  | RegistrationRemovedByAdmin;

export type PracticeSessionEvent =
  | RegistrationEvent
  | WaitlistEvent
  | SessionCapacitySet
  | SessionCancellationEvent
  | MemberNotified;

/**
 * The events of a person's place on a date, which the rosters, the audit and the fees read. A promotion
 * brings its own RegisteredForSession, so they need none of the waitlist's events.
 */
export const practiceSessionEventTypes = [
  'RegisteredForSession',
  'RegistrationCancelled',
  'AttendanceStatusSet',
  'AttendanceStatusCleared',
  'RegistrationRemovedByAdmin',
] as const satisfies readonly RegistrationEvent['type'][];

export const waitlistEventTypes = [
  'JoinedWaitlist',
  'LeftWaitlist',
  'PromotedFromWaitlist',
] as const satisfies readonly WaitlistEvent['type'][];

export const sessionMailEventTypes = ['MemberNotified'] as const satisfies readonly MemberNotified['type'][];

export const sessionCancellationEventTypes = [
  'SessionCancelled',
  'SessionRestored',
] as const satisfies readonly SessionCancellationEvent['type'][];

export function practiceSessionStream(date: SessionDate): string {
  return `practice-session-${date}`;
}
