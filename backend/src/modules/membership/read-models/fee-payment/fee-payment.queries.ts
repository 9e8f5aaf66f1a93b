import type { DataSource, EntityManager } from 'typeorm';
import { feeKey } from '../../domain/fee-ledger.js';

/** The fees a member has paid, as fee keys (`<session date>|<kind>`). */
export async function paidFeesOf(db: DataSource | EntityManager, userId: string): Promise<Set<string>> {
  const rows: { sessionDate: string; kind: string }[] = await db.query(
    `SELECT to_char(session_date, 'YYYY-MM-DD') AS "sessionDate", kind FROM fee_payment WHERE user_id = $1`,
    [userId],
  );
  return new Set(rows.map(feeKey));
}
