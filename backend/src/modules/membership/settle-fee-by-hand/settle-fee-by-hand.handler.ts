import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { ReadYourWrites } from '../../../platform/projection-engine/read-your-writes.js';
import { feePaymentsDecider } from '../domain/fee-payments.js';
import { ListFeesQuery } from '../list-fees/list-fees.query.js';
import { owedCents } from '../list-fees/owed-fee.js';
import { SettleFeeByHandCommand } from './settle-fee-by-hand.command.js';

/** On the member's stream: the decider refuses a fee not owed or already settled. */
@CommandHandler(SettleFeeByHandCommand)
export class SettleFeeByHandHandler implements ICommandHandler<SettleFeeByHandCommand, FeesLedger> {
  constructor(
    private readonly commands: CommandPath,
    private readonly queryBus: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute(command: SettleFeeByHandCommand): Promise<FeesLedger> {
    const { adminId, userId, kind, method, note } = command;
    const sessionDate = realDate('sessionDate', command.sessionDate);
    const ledger = await this.queryBus.execute(new ListFeesQuery(userId));
    const { newEvents } = await this.commands.handleCommand(
      memberStream(userId),
      (now) => ({
        type: 'SettleFeeByHand' as const,
        data: {
          userId,
          sessionDate,
          kind,
          method,
          note,
          adminId,
          now,
          owedCents: owedCents(ledger, { sessionDate, kind }),
        },
      }),
      feePaymentsDecider,
      { metadata: { adminId } },
    );
    await this.readYourWrites.awaitProjections(newEvents);
    return this.queryBus.execute(new ListFeesQuery(userId));
  }
}
