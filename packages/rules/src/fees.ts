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

/** How a fee was settled other than by the Pay button: the admin records it ("card": a card in person). */
export const FEE_SETTLEMENT_METHODS = ['cash', 'card', 'check', 'bank-transfer', 'other'] as const;
export type FeeSettlementMethod = (typeof FEE_SETTLEMENT_METHODS)[number];

/** The ways the admin's "Take payment" offers, in the owner's order. */
export const TAKE_PAYMENT_METHODS = [
  'cash',
  'card',
  'bank-transfer',
  'other',
] as const satisfies readonly FeeSettlementMethod[];
export type TakePaymentMethod = (typeof TAKE_PAYMENT_METHODS)[number];

/** A method as the admin picks it: "Card in person". */
export const FEE_SETTLEMENT_METHOD_NAMES: Record<FeeSettlementMethod, string> = {
  cash: 'Cash',
  card: 'Card in person',
  check: 'Check',
  'bank-transfer': 'Bank transfer',
  other: 'Other',
};

/** How a fee in the ledger was settled: paid online, paid by hand (the method), or waived. */
export type FeeSettlement = 'online' | FeeSettlementMethod | 'waived';

export const FEE_SETTLEMENT_LABELS: Record<FeeSettlement, string> = {
  online: 'Paid',
  cash: 'Paid in cash',
  card: 'Paid by card in person',
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

/** One fee still owed, as a payment taken at the studio meets it: oldest first, in US cents. */
export interface OwedFeeCents {
  sessionDate: string;
  kind: string;
  amountCents: number;
}

/** How a payment taken at the studio falls on the fees owed (see allocatePayment). */
export interface PaymentAllocation<Fee extends OwedFeeCents> {
  /** The fees it settles in full, oldest first. */
  settled: Fee[];
  /** Credit the member had that the payment leaned on. */
  creditUsedCents: number;
  /** What is left over once the fees it settles are paid: kept as the member's credit. */
  creditAddedCents: number;
  /** What the member still owes after it (fees left, less the credit then). */
  owedAfterCents: number;
  /** What the member owed before it (fees, less the credit). */
  owedBeforeCents: number;
}

/**
 * A payment taken at the studio (cash, a card in person, a transfer) and the member's unused credit
 * pay the oldest fees first, each fee in full; what does not reach the next fee stays the member's
 * credit, so a part payment leaves exactly the rest owed and the next payment (here or online, which
 * takes the credit off) completes it. `fees` oldest first; amounts in cents.
 */
export function allocatePayment<Fee extends OwedFeeCents>(
  fees: readonly Fee[],
  amountCents: number,
  creditCents: number,
): PaymentAllocation<Fee> {
  const credit = Math.max(0, creditCents);
  const owed = fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  let pool = amountCents + credit;
  const settled: Fee[] = [];
  for (const fee of fees) {
    if (fee.amountCents > pool) break;
    settled.push(fee);
    pool -= fee.amountCents;
  }
  return {
    settled,
    creditUsedCents: Math.max(0, credit - pool),
    creditAddedCents: Math.max(0, pool - credit),
    owedAfterCents: feesOwedAfterCredit(owed - (amountCents + credit - pool), pool),
    owedBeforeCents: feesOwedAfterCredit(owed, credit),
  };
}
