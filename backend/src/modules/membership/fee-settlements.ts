import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import type { FeeRef } from '../../domain/membership/fee-payment.events.js';
import { type FeePaymentCommand, feePaymentsDecider } from '../../domain/membership/fee-payments.js';
import { CommandPath } from '../../platform/command-path/command-path.js';
import { memberStream } from '../../platform/domain/member-stream.js';
import { realDate } from '../../platform/domain/real-date.js';
import { ReadYourWrites } from '../../platform/projection-engine/read-your-writes.js';
import { ListFeesQuery } from './list-fees/list-fees.query.js';
import { owedCents } from './list-fees/owed-fee.js';

/**
 * An admin's settlement of one fee (paid by hand, or waived), on the member's stream: the ledger says
 * whether the fee is owed and its amount, the decider refuses one not owed or already settled, and the
 * answer is the member's ledger once it shows the change.
 */
@Injectable()
export class FeeSettlements {
  constructor(
    private readonly commands: CommandPath,
    private readonly queryBus: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async settle(
    userId: string,
    fee: FeeRef,
    command: (fee: FeeRef & { owedCents: number | null; now: Date }) => FeePaymentCommand,
    adminId: string,
  ): Promise<FeesLedger> {
    const sessionDate = realDate('sessionDate', fee.sessionDate);
    const ledger = await this.queryBus.execute(new ListFeesQuery(userId));
    const owed = owedCents(ledger, { sessionDate, kind: fee.kind });
    const { newEvents } = await this.commands.handleCommand(
      memberStream(userId),
      (now) => command({ sessionDate, kind: fee.kind, owedCents: owed, now }),
      feePaymentsDecider,
      { metadata: { adminId } },
    );
    await this.readYourWrites.awaitProjections(newEvents);
    return this.queryBus.execute(new ListFeesQuery(userId));
  }
}
