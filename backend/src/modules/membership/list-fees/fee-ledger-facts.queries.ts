import type { AttendanceRecord, FeePaymentTaken } from '@sadhana/rules/api';
import type { FeeSettlement } from '@sadhana/rules/fees';
import type { DataSource, EntityManager } from 'typeorm';
import {
  creditDescription,
  type FeeCredits,
  feeKey,
  type PausedDays,
} from '../../../domain/membership/fee-ledger.js';
import { preparedRead } from '../../../platform/database/prepared-reads.js';
import {
  feeCreditsJsonSql,
  paymentsTakenJsonSql,
  settledFeesJsonSql,
} from '../../../projections/fee-payment/fee-payment.queries.js';
import {
  membershipPausesJsonSql,
  membershipPeriodsJsonSql,
} from '../../../projections/membership/membership.queries.js';
import { attendanceRecordsJsonSql } from '../../../projections/session-registration/session-registration.queries.js';

/** What the fees ledger is worked out from. */
export interface FeeLedgerFacts {
  /** The member's registrations through a date, newest first (at most a thousand). */
  records: AttendanceRecord[];
  /** Every period of membership, oldest first; an open end means it runs on. */
  periods: { id: string; start: Date; end: Date | null }[];
  /** The pauses of the paid ones, each of its subscription. */
  pauses: PausedDays[];
  /** The fees the member has settled, by fee key (`<session date>|<kind>`): how each was. */
  settled: Map<string, FeeSettlement>;
  /** The member's credits, newest first, and how much of them is unused, in US dollars. */
  credits: FeeCredits;
  /** The payments the studio took in person, newest first. */
  paymentsTaken: FeePaymentTaken[];
}

interface FactRows {
  records: AttendanceRecord[];
  periods: { id: string; start: string; end: string | null }[];
  pauses: PausedDays[];
  settled: { sessionDate: string; kind: string; settlement: FeeSettlement }[];
  credits: {
    entry: 'credited' | 'applied';
    amountCents: number;
    repeated: number;
    at: string;
    /** Said when the studio took the payment that left it; online credit is described by `repeated`. */
    description: string | null;
  }[];
  paymentsTaken: FeePaymentTaken[];
}

/**
 * The member's registrations through `through` (an Eastern date), membership periods and pauses,
 * settled fees, credits and the payments taken at the studio in one statement: read apart, they were four round trips of every fees ledger (the
 * member's fees, a payment, the admin's summary).
 */
export async function feeLedgerFactsOf(
  db: DataSource | EntityManager,
  userId: string,
  through: string,
): Promise<FeeLedgerFacts> {
  const [rows] = await preparedRead<FactRows>(
    db,
    `SELECT ${attendanceRecordsJsonSql('$1', { range: 'through', date: '$2', order: 'DESC', limit: '1000' })} AS records,
            ${membershipPeriodsJsonSql('$1')} AS periods,
            ${membershipPausesJsonSql('$1')} AS pauses,
            ${settledFeesJsonSql('$1')} AS settled,
            ${feeCreditsJsonSql('$1')} AS credits,
            ${paymentsTakenJsonSql('$1')} AS "paymentsTaken"`,
    [userId, through],
  );
  return {
    records: rows.records,
    periods: rows.periods.map(({ id, start, end }) => ({
      id,
      start: new Date(start),
      end: end ? new Date(end) : null,
    })),
    pauses: rows.pauses,
    settled: new Map(rows.settled.map((row) => [feeKey(row), row.settlement])),
    credits: feeCredits(rows.credits),
    paymentsTaken: rows.paymentsTaken,
  };
}

function feeCredits(rows: FactRows['credits']): FeeCredits {
  const credited = rows.filter((row) => row.entry === 'credited');
  const cents = (list: typeof rows) => list.reduce((sum, row) => sum + row.amountCents, 0);
  return {
    credits: credited.map((row) => ({
      amount: row.amountCents / 100,
      at: row.at,
      description: row.description ?? creditDescription(row.repeated > 0),
    })),
    available: (cents(credited) - cents(rows.filter((row) => row.entry === 'applied'))) / 100,
  };
}
