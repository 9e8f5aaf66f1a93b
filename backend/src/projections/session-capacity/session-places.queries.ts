import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../platform/database/prepared-reads.js';

/** A date's places as the admin reads them: the capacities that apply, who holds or waits for one, and whether it takes place. */
export interface SessionPlacesNow {
  /** The date's own capacity (session_capacity); null: its practice's applies. */
  sessionCapacity: number | null;
  /** The weekday's practice's capacity; null: no limit. */
  practiceCapacity: number | null;
  /** Registered now: the places taken, which the capacity counts. */
  placesTaken: number;
  /** Those waiting, first first, each with their position (1 = next) as the member reads it. */
  waiting: { userId: string; position: number }[];
  /** Why the date's class is cancelled (session_cancellation), or null while it takes place. */
  cancelReason: string | null;
}

/**
 * The date's places, from session_capacity, the practices table, session_registration (where a
 * position is counted from the tickets still waiting, as in listAttendance) and session_cancellation:
 * one prepared statement, as the admin's roster asks it on every visit.
 */
export async function sessionPlacesNow(
  db: DataSource | EntityManager,
  date: string,
): Promise<SessionPlacesNow> {
  const [places] = await preparedRead<SessionPlacesNow>(
    db,
    `SELECT (SELECT capacity FROM session_capacity WHERE session_date = $1::date) AS "sessionCapacity",
            (SELECT capacity FROM practices WHERE day_of_week = extract(dow FROM $1::date)::int)
              AS "practiceCapacity",
            (SELECT count(*)::int FROM session_registration WHERE session_date = $1::date AND registered)
              AS "placesTaken",
            (SELECT coalesce(json_agg(json_build_object('userId', user_id, 'position', position)
                                      ORDER BY position), '[]')
             FROM (SELECT user_id, row_number() OVER (ORDER BY waitlist_ticket)::int AS position
                   FROM session_registration
                   WHERE session_date = $1::date AND waitlist_ticket IS NOT NULL) waiting) AS waiting,
            (SELECT reason FROM session_cancellation WHERE session_date = $1::date) AS "cancelReason"`,
    [date],
  );
  return places;
}
