import type { AttendanceRecord } from '@sadhana/rules/api';
import type { FeeSettlement } from '@sadhana/rules/fees';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../../platform/database/prepared-reads.js';
import { attendanceRecordsJsonSql } from '../../practice-sessions/index.js';
import { creditDescription, type FeeCredits, feeKey } from '../domain/fee-ledger.js';

/** What the fees ledger is worked out from. */
export interface FeeLedgerFacts {
  /** The member's registrations through a date, newest first (at most a thousand). */
  records: AttendanceRecord[];
  /** Every period of membership, oldest first; an open end means it runs on. */
  periods: { start: Date; end: Date | null }[];
  /** The fees the member has settled, by fee key (`<session date>|<kind>`): how each was. */
  settled: Map<string, FeeSettlement>;
  /** The member's credits, newest first, and how much of them is unused, in US dollars. */
  credits: FeeCredits;
}

interface FactRows {
  records: AttendanceRecord[];
  periods: { start: string; end: string | null }[];
  settled: { sessionDate: string; kind: string; settlement: FeeSettlement }[];
  credits: { entry: 'credited' | 'applied'; amountCents: number; repeated: number; at: string }[];
}

/**
 * The member's registrations through `through` (an Eastern date), membership periods, settled fees
 * and credits in one statement: read apart, they were four round trips of every fees ledger (the
 * member's fees, a payment, the admin's summary). Instants come as JSON text with their offset, which
 * Date reads.
 */
export async function feeLedgerFactsOf(
  db: DataSource | EntityManager,
  userId: string,
  through: string,
): Promise<FeeLedgerFacts> {
  const [rows] = await preparedRead<FactRows>(
    db,
    `SELECT
       ${attendanceRecordsJsonSql('$1', { range: 'through', date: '$2', order: 'DESC', limit: '1000' })} AS records,
       (SELECT coalesce(json_agg(p ORDER BY p.start), '[]')
        FROM (SELECT started_at AS start, ended_at AS "end" FROM membership_period WHERE user_id = $1) p) AS periods,
       (SELECT coalesce(json_agg(f), '[]')
        FROM (SELECT to_char(session_date, 'YYYY-MM-DD') AS "sessionDate", kind, settlement
              FROM fee_payment WHERE user_id = $1) f) AS settled,
       (SELECT coalesce(json_agg(c.credit ORDER BY c.at DESC, c.payment_intent_id), '[]')
        FROM (SELECT at, payment_intent_id,
                     json_build_object('entry', entry, 'amountCents', amount_cents,
                                       'repeated', jsonb_array_length(items), 'at', at) AS credit
              FROM fee_credit WHERE user_id = $1) c) AS credits`,
    [userId, through],
  );
  return {
    records: rows.records,
    periods: rows.periods.map(({ start, end }) => ({
      start: new Date(start),
      end: end ? new Date(end) : null,
    })),
    settled: new Map(rows.settled.map((row) => [feeKey(row), row.settlement])),
    credits: feeCredits(rows.credits),
  };
}

function feeCredits(rows: FactRows['credits']): FeeCredits {
  const credited = rows.filter((row) => row.entry === 'credited');
  const cents = (list: typeof rows) => list.reduce((sum, row) => sum + row.amountCents, 0);
  return {
    credits: credited.map((row) => ({
      amount: row.amountCents / 100,
      at: new Date(row.at).toISOString(),
      description: creditDescription(row.repeated > 0),
    })),
    available: (cents(credited) - cents(rows.filter((row) => row.entry === 'applied'))) / 100,
  };
}
