import type { FeeLedger } from '../../../domain/membership/fee-ledger.js';
import type { FeeRef } from '../../../domain/membership/fee-payment.events.js';

/** The fee's amount in cents while the ledger lists it unsettled, else null (none owed, or settled). */
export function owedCents(ledger: FeeLedger, fee: FeeRef): number | null {
  const item = ledger.items.find((i) => i.sessionDate === fee.sessionDate && i.kind === fee.kind);
  return item && !item.settlement ? item.amount * 100 : null;
}
