import { type AttendanceStatus, countsAsAttended } from '@sadhana/rules/attendance';
import type {
  RegistrationEvent,
  SessionCancellationEvent,
} from '../../domain/practice-sessions/practice-session.events.js';
import type { Recorded } from '../../platform/projection-engine/projector.js';
import { NO_STATUS_KEY } from './session-rosters.tables.js';

export interface RosterRow {
  sessionDate: string;
  userId: string;
  registered: boolean;
  registeredAt: string | null;
  /** The status an admin recorded. */
  status: string | null;
  /** The date's class is cancelled and this person is registered for it. */
  classCancelled: boolean;
}

export type RosterEvent = RegistrationEvent | SessionCancellationEvent;

const CLASS_CANCELLED: AttendanceStatus = 'registered_cancelled_by_teacher_admin_class_cancelled';
/** The status the roster shows. */
export const shownStatus = (row: RosterRow) => (row.classCancelled ? CLASS_CANCELLED : row.status);

export const keyOf = (sessionDate: string, userId: string) => `${sessionDate}|${userId}`;
export const statusKey = (row: RosterRow) => shownStatus(row) ?? NO_STATUS_KEY;
/** A row stays while its person is registered or has a status. */
export const kept = (row: RosterRow) => row.registered || row.status !== null;
/** A kept row that counts as attended once its session has begun (admin_roster_tally counts these). */
export const attendedOnceBegun = (row: RosterRow) => kept(row) && countsAsAttended(shownStatus(row), true);

export function newRosterRow(sessionDate: string, userId: string): RosterRow {
  return { sessionDate, userId, registered: false, registeredAt: null, status: null, classCancelled: false };
}

/**
 * Applies one event: a cancellation or restoration of a class to every row of its date (registrations
 * cannot change while it is cancelled, as the decider refuses them, so the flag set on the date's
 * registrants holds until the restoration clears it); any other to its person's row.
 */
export function applyRosterEvent(
  event: Recorded<RosterEvent>,
  rowOf: (sessionDate: string, userId: string) => RosterRow,
  rowsOfDate: (sessionDate: string) => Iterable<RosterRow>,
): void {
  if (event.type === 'SessionCancelled' || event.type === 'SessionRestored') {
    for (const row of rowsOfDate(event.data.sessionDate)) {
      row.classCancelled = event.type === 'SessionCancelled' && row.registered;
    }
    return;
  }
  const row = rowOf(event.data.sessionDate, event.data.userId);
  switch (event.type) {
    case 'RegisteredForSession':
      row.registered = true;
      row.registeredAt = event.data.registeredAt;
      break;
    case 'RegistrationCancelled':
      row.registered = false;
      row.registeredAt = null;
      break;
    case 'RegistrationRemovedByAdmin':
      row.registered = false;
      row.registeredAt = null;
      row.status = null;
      row.classCancelled = false;
      break;
    case 'AttendanceStatusSet':
      row.status = event.data.status;
      break;
    case 'AttendanceStatusCleared':
      row.status = null;
      break;
  }
}
