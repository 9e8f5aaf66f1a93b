import { Command } from '@nestjs/cqrs';
import type { FeePaymentStart } from '@sadhana/rules/api';

export class PayFeesCommand extends Command<FeePaymentStart> {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly name: string,
  ) {
    super();
  }
}
