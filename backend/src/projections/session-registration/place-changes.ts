import type { PracticeSessionEvent } from '../../domain/practice-sessions/practice-session.events.js';
import type { Recorded } from '../../platform/projection-engine/projector.js';

export type PlaceEvent = Exclude<
  PracticeSessionEvent,
  { type: 'SessionCapacitySet' | 'SessionCancelled' | 'SessionRestored' }
>;

/** What a batch did to one (date, user): only the parts it touched are written over the row. */
export type Change = {
  sessionDate: string;
  userId: string;
  registration?: { registered: boolean; registeredAt: string | null };
  /** undefined: untouched; null: cleared. */
  status?: string | null;
  /** The JoinedWaitlist's ticket while waiting; undefined: untouched; null: no longer waiting. */
  waitlistTicket?: number | null;
};

/** Records what an event does to a member's place for a date. */
export function changePlace(
  change: Omit<Change, 'sessionDate' | 'userId'>,
  event: Recorded<PlaceEvent>,
): void {
  switch (event.type) {
    case 'RegisteredForSession':
      change.registration = { registered: true, registeredAt: event.data.registeredAt };
      break;
    case 'RegistrationCancelled':
      change.registration = { registered: false, registeredAt: null };
      break;
    case 'RegistrationRemovedByAdmin':
      change.registration = { registered: false, registeredAt: null };
      change.status = null;
      break;
    case 'AttendanceStatusSet':
      change.status = event.data.status;
      break;
    case 'AttendanceStatusCleared':
      change.status = null;
      break;
    case 'JoinedWaitlist':
      change.waitlistTicket = event.data.ticket;
      break;
    // A promotion's RegisteredForSession follows it in the same batch.
    case 'LeftWaitlist':
    case 'PromotedFromWaitlist':
      change.waitlistTicket = null;
      break;
  }
}
