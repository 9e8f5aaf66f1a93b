import { Command } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import type { TakePaymentMethod } from '@sadhana/rules/fees';

/** An admin takes a payment at the studio against a member's balance; answers the member's ledger after it. */
export class TakePaymentCommand extends Command<FeesLedger> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly payment: {
      paymentId: string;
      /** US cents. */
      amountCents: number;
      method: TakePaymentMethod;
      note: string | null;
      keepRestAsCredit: boolean;
    },
  ) {
    super();
  }
}
