import type { ReadModelTable } from '../../projection-engine/projector.js';

/** A row of session_registration: who is registered for which Eastern session date. */
export interface SessionRegistrationRow {
  /** YYYY-MM-DD, America/New_York. */
  readonly sessionDate: string;
  readonly userId: string;
  /** ISO 8601. */
  readonly registeredAt: string;
  readonly attendanceStatus: string | null;
}

export const sessionRegistrationTables: readonly ReadModelTable[] = [
  {
    name: 'session_registration',
    columns: `session_date date NOT NULL, user_id uuid NOT NULL, registered_at timestamptz NOT NULL,
              attendance_status text, PRIMARY KEY (session_date, user_id)`,
    indexes: ['user_id, session_date'],
  },
];
