import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { WaiveFeeCommand } from './waive-fee.command.js';
import { WaiveFeeDto } from './waive-fee.dto.js';

@Controller('api/admin/user')
@UseGuards(AdminGuard)
export class WaiveFeeController {
  constructor(private readonly commandBus: CommandBus) {}

  /** A fee let go, with a reason the member and the admin can read; answers the member's ledger. */
  @PostAction(':userId/fees/waive')
  // Letting money go is an admin's destructive act: a fresh second-factor check is asked for.
  @RequireStepUp()
  waive(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
    @Body() body: WaiveFeeDto,
  ): Promise<FeesLedger> {
    return this.commandBus.execute(
      new WaiveFeeCommand(admin.id, userId, body.sessionDate, body.kind, body.reason),
    );
  }
}
