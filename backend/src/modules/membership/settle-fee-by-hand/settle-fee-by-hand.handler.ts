import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import { FeeSettlements } from '../fee-settlements.js';
import { SettleFeeByHandCommand } from './settle-fee-by-hand.command.js';

@CommandHandler(SettleFeeByHandCommand)
export class SettleFeeByHandHandler implements ICommandHandler<SettleFeeByHandCommand, FeesLedger> {
  constructor(private readonly settlements: FeeSettlements) {}

  execute({ adminId, userId, sessionDate, kind, method, note }: SettleFeeByHandCommand): Promise<FeesLedger> {
    return this.settlements.settle(
      userId,
      { sessionDate, kind },
      (fee) => ({ type: 'SettleFeeByHand', data: { ...fee, userId, method, note, adminId } }),
      adminId,
    );
  }
}
