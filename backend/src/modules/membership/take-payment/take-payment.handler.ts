import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import type { OwedFeeCents } from '@sadhana/rules/fees';
import { DataSource } from 'typeorm';
import { feePaymentsDecider } from '../../../domain/membership/fee-payments.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { ReadYourWrites } from '../../../platform/projection-engine/read-your-writes.js';
import { assertUserExists } from '../../accounts/index.js';
import { ListFeesQuery } from '../list-fees/list-fees.query.js';
import { TakePaymentCommand } from './take-payment.command.js';

@CommandHandler(TakePaymentCommand)
export class TakePaymentHandler implements ICommandHandler<TakePaymentCommand, FeesLedger> {
  constructor(
    private readonly commands: CommandPath,
    private readonly queryBus: QueryBus,
    private readonly dataSource: DataSource,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /**
   * The ledger says which fees are owed and what each costs; the decider, on the member's stream,
   * leaves out any settled since, applies the payment to the oldest first and refuses more than the
   * balance unless the rest is to be kept as credit. One event, whatever the number of fees.
   */
  async execute({ adminId, userId, payment }: TakePaymentCommand): Promise<FeesLedger> {
    await assertUserExists(this.dataSource, userId);
    const ledger = await this.queryBus.execute(new ListFeesQuery(userId));
    const owed: OwedFeeCents[] = ledger.items
      .filter((fee) => !fee.paid)
      .map((fee) => ({ sessionDate: fee.sessionDate, kind: fee.kind, amountCents: fee.amount * 100 }))
      // Oldest first: the ledger lists newest first.
      .reverse();
    const { newEvents } = await this.commands.handleCommand(
      memberStream(userId),
      (now) => ({ type: 'TakePayment' as const, data: { ...payment, userId, owed, adminId, now } }),
      feePaymentsDecider,
      { metadata: { adminId } },
    );
    await this.readYourWrites.awaitProjections(newEvents);
    return this.queryBus.execute(new ListFeesQuery(userId));
  }
}
