import type { FeeItem } from '@sadhana/rules/api';
import {
  FEE_SETTLEMENT_LABELS,
  FEE_SETTLEMENT_METHOD_NAMES,
  FEE_SETTLEMENT_METHODS,
  type FeeSettlementMethod,
} from '@sadhana/rules/fees';
import { formatUsd } from '../../../lib/money';

/** The method picker's words: "Paid in cash" and the like name the outcome, these the choice. */
export const SETTLEMENT_METHOD_OPTIONS: { value: FeeSettlementMethod; label: string }[] =
  FEE_SETTLEMENT_METHODS.map((value) => ({ value, label: FEE_SETTLEMENT_METHOD_NAMES[value] }));

/** How a settled fee was settled ("Paid in cash", "Waived"); "Owed" while it is still to pay. */
export function settlementText(
  fee: Pick<FeeItem, 'settlement' | 'paid' | 'amount' | 'creditApplied'>,
): string {
  if (fee.settlement) return FEE_SETTLEMENT_LABELS[fee.settlement];
  if (fee.paid) return 'Paid';
  // Part of it met by the member's credit (a part payment): what is paid of it.
  if (fee.creditApplied) return `Owed · ${formatUsd(fee.creditApplied)} of ${formatUsd(fee.amount)} paid`;
  return 'Owed';
}

/** One fee in the ledger: a member owes at most one fee of a kind per session date. */
export function feeIdentity(fee: Pick<FeeItem, 'sessionDate' | 'kind'>): string {
  return `${fee.sessionDate}-${fee.kind}`;
}
