import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

/**
 * admin_roster: who is on each session date (registered, or with a status an admin recorded: a
 * walk-in needs no registration), as the admin's day roster and history read it. attendance_status is
 * the status shown: "class cancelled" for a registrant while their date's class is cancelled
 * (class_cancelled), else the one an admin recorded (recorded_status, kept for a restoration).
 * admin_session_day: how many of a date's rows have each status ('none': no status yet), so the
 * history's totals over a month are a sum of a few dozen numbers, not a count of its rows.
 * admin_roster_tally: how many of each person's rows count as attended once their session has begun,
 * so the users list's attendance count is this number less what has not begun yet (a few rows from
 * today on), not a count of every row of the member's history.
 */
export const sessionRostersTables: readonly ReadModelTable[] = [
  {
    name: 'admin_roster',
    columns: `session_date date NOT NULL, user_id uuid NOT NULL, registered boolean NOT NULL,
              registered_at timestamptz, attendance_status text, recorded_status text,
              class_cancelled boolean NOT NULL DEFAULT false, PRIMARY KEY (session_date, user_id)`,
    indexes: ['user_id, session_date', 'attendance_status, session_date'],
  },
  {
    name: 'admin_session_day',
    columns: `session_date date NOT NULL, status_key text NOT NULL, people integer NOT NULL,
              PRIMARY KEY (session_date, status_key)`,
  },
  {
    name: 'admin_roster_tally',
    columns: 'user_id uuid PRIMARY KEY, attended_once_begun integer NOT NULL',
    // Added by version 3: until its rebuild switches, the attendance counts count admin_roster's rows.
    untilRebuilt: `SELECT user_id, count(*)::int AS attended_once_begun FROM {admin_roster}
                   WHERE sadhana_counts_as_attended(attendance_status, true) GROUP BY user_id`,
  },
];

/** The status_key of a row without a status. */
export const NO_STATUS_KEY = 'none';
