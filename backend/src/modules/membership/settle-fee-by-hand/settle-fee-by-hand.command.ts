import { Command } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import type { FeeSettlementMethod } from '@sadhana/rules/fees';

/** An admin records a fee the member paid outside the app; answers the member's ledger after it. */
export class SettleFeeByHandCommand extends Command<FeesLedger> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly sessionDate: string,
    readonly kind: string,
    readonly method: FeeSettlementMethod,
    readonly note: string | null,
  ) {
    super();
  }
}
