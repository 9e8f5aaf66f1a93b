import { Command } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';

/** An admin waives one of a member's fees, with a reason; answers the member's ledger after it. */
export class WaiveFeeCommand extends Command<FeesLedger> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly sessionDate: string,
    readonly kind: string,
    readonly reason: string,
  ) {
    super();
  }
}
