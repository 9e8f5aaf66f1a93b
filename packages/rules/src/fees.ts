// What things cost, in whole US dollars. The fees ledger computes with
// these and every screen that quotes a price reads them, so a price is written down once. No luxon
// here: the landing page quotes these prices and must not load a date library.

/** The monthly membership: unlimited sessions, cancel anytime. */
export const MEMBERSHIP_MONTHLY_PRICE = 150;
/** A non-member's drop-in fee for a session Monday to Friday. */
export const DROP_IN_FEE_WEEKDAY = 50;
/** A non-member's drop-in fee for a session on Saturday or Sunday. */
export const DROP_IN_FEE_WEEKEND = 100;
/** Anyone's fee for a registration not attended, or cancelled inside the lock. */
export const MISSED_SESSION_FEE = 20;
/** The member discount on workshops and retreats, in percent. */
export const MEMBER_DISCOUNT_PERCENT = 15;

/** Saturday (6) and Sunday (0), as the practices table numbers days. */
export function isWeekendDay(dayOfWeek: number): boolean {
  return dayOfWeek === 0 || dayOfWeek === 6;
}

/** The drop-in fee of a session on this day of the week (0 Sunday … 6 Saturday). */
export function dropInFee(dayOfWeek: number): number {
  return isWeekendDay(dayOfWeek) ? DROP_IN_FEE_WEEKEND : DROP_IN_FEE_WEEKDAY;
}

/** "$150" */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** How a fee was settled other than by the Pay button: the admin records it. */
export const FEE_SETTLEMENT_METHODS = ['cash', 'check', 'bank-transfer', 'other'] as const;
export type FeeSettlementMethod = (typeof FEE_SETTLEMENT_METHODS)[number];

/** How a fee in the ledger was settled: paid online, paid by hand (the method), or waived. */
export type FeeSettlement = 'online' | FeeSettlementMethod | 'waived';

export const FEE_SETTLEMENT_LABELS: Record<FeeSettlement, string> = {
  online: 'Paid',
  cash: 'Paid in cash',
  check: 'Paid by check',
  'bank-transfer': 'Paid by bank transfer',
  other: 'Paid',
  waived: 'Waived',
};

/**
 * Money paid for fees already paid (a second payment of the same fees: Stripe charged both) is never
 * kept silently: it stays the member's credit, and the credit comes off what the fees still unpaid
 * would cost, so the Pay button charges only the rest. A later payment that leaves part of its fees to
 * the credit uses that much of it. Amounts in any one unit (dollars or cents).
 */
export function feesOwedAfterCredit(unpaid: number, credit: number): number {
  return Math.max(0, unpaid - Math.max(0, credit));
}
