import type { FeeSettlement } from '@sadhana/rules/fees';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../../../platform/database/prepared-reads.js';
import { creditDescription, type FeeCredits, feeKey } from '../../domain/fee-ledger.js';

/** The fees a member has settled, by fee key (`<session date>|<kind>`): how each was. */
export async function settledFeesOf(
  db: DataSource | EntityManager,
  userId: string,
): Promise<Map<string, FeeSettlement>> {
  const rows: { sessionDate: string; kind: string; settlement: FeeSettlement }[] = await preparedRead(
    db,
    `SELECT to_char(session_date, 'YYYY-MM-DD') AS "sessionDate", kind, settlement
     FROM fee_payment WHERE user_id = $1`,
    [userId],
  );
  return new Map(rows.map((row) => [feeKey(row), row.settlement]));
}

/** The member's credits, newest first, and how much of them is unused, in US dollars. */
export async function feeCreditsOf(db: DataSource | EntityManager, userId: string): Promise<FeeCredits> {
  const rows: { entry: 'credited' | 'applied'; amountCents: number; repeated: number; at: Date }[] =
    await preparedRead(
      db,
      `SELECT entry, amount_cents AS "amountCents", jsonb_array_length(items) AS repeated, at
       FROM fee_credit WHERE user_id = $1 ORDER BY at DESC, payment_intent_id`,
      [userId],
    );
  const credited = rows.filter((row) => row.entry === 'credited');
  const cents = (list: typeof rows) => list.reduce((sum, row) => sum + row.amountCents, 0);
  return {
    credits: credited.map((row) => ({
      amount: row.amountCents / 100,
      at: row.at.toISOString(),
      description: creditDescription(row.repeated > 0),
    })),
    available: (cents(credited) - cents(rows.filter((row) => row.entry === 'applied'))) / 100,
  };
}
