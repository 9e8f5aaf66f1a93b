import type { FeeSettlement } from '@sadhana/rules/fees';
import type { DataSource, EntityManager } from 'typeorm';
import { feeKey } from '../../domain/fee-ledger.js';

/** The fees a member has settled, by fee key (`<session date>|<kind>`): how each was. */
export async function settledFeesOf(
  db: DataSource | EntityManager,
  userId: string,
): Promise<Map<string, FeeSettlement>> {
  const rows: { sessionDate: string; kind: string; settlement: FeeSettlement }[] = await db.query(
    `SELECT to_char(session_date, 'YYYY-MM-DD') AS "sessionDate", kind, settlement
     FROM fee_payment WHERE user_id = $1`,
    [userId],
  );
  return new Map(rows.map((row) => [feeKey(row), row.settlement]));
}
