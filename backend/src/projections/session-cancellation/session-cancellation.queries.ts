import type { DataSource, EntityManager } from 'typeorm';

export interface CancelledDate {
  /** YYYY-MM-DD, America/New_York. */
  date: string;
  reason: string;
}

/** The cancelled session dates from `from` to `through` (inclusive), oldest first. */
export function cancelledDatesBetween(
  db: DataSource | EntityManager,
  from: string,
  through: string,
): Promise<CancelledDate[]> {
  return db.query(
    `SELECT to_char(session_date, 'YYYY-MM-DD') AS date, reason FROM session_cancellation
     WHERE session_date BETWEEN $1 AND $2 ORDER BY session_date`,
    [from, through],
  );
}
