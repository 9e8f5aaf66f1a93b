import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import { FeeSettlements } from '../fee-settlements.js';
import { WaiveFeeCommand } from './waive-fee.command.js';

@CommandHandler(WaiveFeeCommand)
export class WaiveFeeHandler implements ICommandHandler<WaiveFeeCommand, FeesLedger> {
  constructor(private readonly settlements: FeeSettlements) {}

  execute({ adminId, userId, sessionDate, kind, reason }: WaiveFeeCommand): Promise<FeesLedger> {
    return this.settlements.settle(
      userId,
      { sessionDate, kind },
      (fee) => ({ type: 'WaiveFee', data: { ...fee, userId, reason, adminId } }),
      adminId,
    );
  }
}
