import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminProgramView } from '@sadhana/rules/programs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { programIdPipe } from '../shared/program-ids.js';
import { ReasonDto } from '../shared/reason.dto.js';
import { CancelProgramCommand } from './cancel-program.command.js';

@Controller('api/admin/workshops/:programId')
@UseGuards(AdminGuard)
export class CancelProgramController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Calls the program off, with a reason every participant is mailed; every paid place refunded in full. */
  @PostAction('cancel')
  // It moves money and mails people: a fresh second-factor check is asked for.
  @RequireStepUp()
  cancel(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('programId', programIdPipe) programId: string,
    @Body() body: ReasonDto,
  ): Promise<AdminProgramView> {
    return this.commandBus.execute(new CancelProgramCommand(admin.id, programId, body.reason));
  }
}
