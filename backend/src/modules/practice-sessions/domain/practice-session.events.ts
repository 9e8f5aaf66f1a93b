import type { SessionDate } from '../../../platform/domain/eastern-time.js';

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

export type PracticeSessionEvent =
  | RegisteredForSession
  | RegistrationCancelled
  | AttendanceStatusSet
  | AttendanceStatusCleared
  | RegistrationRemovedByAdmin;

export const practiceSessionEventTypes = [
  'RegisteredForSession',
  'RegistrationCancelled',
  'AttendanceStatusSet',
  'AttendanceStatusCleared',
  'RegistrationRemovedByAdmin',
] as const satisfies readonly PracticeSessionEvent['type'][];

export function practiceSessionStream(date: SessionDate): string {
  return `practice-session-${date}`;
}
