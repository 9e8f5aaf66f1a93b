import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { SettleFeeByHandDto } from './fee-by-hand.dto.js';
import { SettleFeeByHandCommand } from './settle-fee-by-hand.command.js';

@Controller('api/admin/user')
@UseGuards(AdminGuard)
export class SettleFeeByHandController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * A fee paid in cash, by check or transfer: settled, with the method; answers the member's ledger.
   * It moves money in the books, so it asks for a fresh second factor, as a waiver does.
   */
  @PostAction(':userId/fees/record-payment')
  @RequireStepUp()
  record(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
    @Body() body: SettleFeeByHandDto,
  ): Promise<FeesLedger> {
    return this.commandBus.execute(
      new SettleFeeByHandCommand(
        admin.id,
        userId,
        body.sessionDate,
        body.kind,
        body.method,
        body.note || null,
      ),
    );
  }
}
