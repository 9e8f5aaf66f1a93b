import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

/** A row of session_registration: who is registered for, or has a status on, which Eastern session date. */
export interface SessionRegistrationRow {
  /** YYYY-MM-DD, America/New_York. */
  readonly sessionDate: string;
  readonly userId: string;
  /** False for a walk-in, or a cancelled registration an admin recorded a status for. */
  readonly registered: boolean;
  /** ISO 8601; null when not registered. */
  readonly registeredAt: string | null;
  readonly attendanceStatus: string | null;
  /** The JoinedWaitlist's ticket while the user waits for a place (registered is then false). */
  readonly waitlistTicket: number | null;
}

export const sessionRegistrationTables: readonly ReadModelTable[] = [
  {
    name: 'session_registration',
    columns: `session_date date NOT NULL, user_id uuid NOT NULL, registered boolean NOT NULL,
              registered_at timestamptz, attendance_status text, waitlist_ticket integer,
              PRIMARY KEY (session_date, user_id)`,
    indexes: ['user_id, session_date'],
  },
];
