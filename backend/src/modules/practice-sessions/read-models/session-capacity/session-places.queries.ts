import type { DataSource, EntityManager } from 'typeorm';

/** A date's places as the admin reads them: the capacities that apply and who holds or waits for one. */
export interface SessionPlacesNow {
  /** The date's own capacity (session_capacity); null: its practice's applies. */
  sessionCapacity: number | null;
  /** The weekday's practice's capacity; null: no limit. */
  practiceCapacity: number | null;
  /** Registered now: the places taken, which the capacity counts. */
  placesTaken: number;
  /** Those waiting, first first, each with their position (1 = next) as the member reads it. */
  waiting: { userId: string; position: number }[];
}

/**
 * The date's places, from session_capacity, the practices table and session_registration (where a
 * position is counted from the tickets still waiting, as in listAttendance).
 */
export async function sessionPlacesNow(
  db: DataSource | EntityManager,
  date: string,
): Promise<SessionPlacesNow> {
  const [[capacities], waiting]: [
    { sessionCapacity: number | null; practiceCapacity: number | null; placesTaken: number }[],
    { userId: string; position: number }[],
  ] = await Promise.all([
    db.query(
      `SELECT (SELECT capacity FROM session_capacity WHERE session_date = $1::date) AS "sessionCapacity",
              (SELECT capacity FROM practices WHERE day_of_week = extract(dow FROM $1::date)::int)
                AS "practiceCapacity",
              (SELECT count(*)::int FROM session_registration WHERE session_date = $1::date AND registered)
                AS "placesTaken"`,
      [date],
    ),
    db.query(
      `SELECT user_id AS "userId", row_number() OVER (ORDER BY waitlist_ticket)::int AS position
       FROM session_registration WHERE session_date = $1::date AND waitlist_ticket IS NOT NULL
       ORDER BY waitlist_ticket`,
      [date],
    ),
  ]);
  return { ...capacities, waiting };
}
