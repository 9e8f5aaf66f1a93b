import type { FeeItem } from '@sadhana/rules/api';
import { FEE_SETTLEMENT_LABELS, type FeeSettlementMethod } from '@sadhana/rules/fees';

/** The method picker's words: "Paid in cash" and the like name the outcome, these the choice. */
export const SETTLEMENT_METHOD_OPTIONS: { value: FeeSettlementMethod; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'check', label: 'Check' },
  { value: 'bank-transfer', label: 'Bank transfer' },
  { value: 'other', label: 'Other' },
];

/** How a settled fee was settled ("Paid in cash", "Waived"); "Owed" while it is still to pay. */
export function settlementText(fee: Pick<FeeItem, 'settlement' | 'paid'>): string {
  if (fee.settlement) return FEE_SETTLEMENT_LABELS[fee.settlement];
  return fee.paid ? 'Paid' : 'Owed';
}

/** One fee in the ledger: a member owes at most one fee of a kind per session date. */
export function feeIdentity(fee: Pick<FeeItem, 'sessionDate' | 'kind'>): string {
  return `${fee.sessionDate}-${fee.kind}`;
}
