import { Body, Controller, HttpCode, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { SessionDateParams } from '../../../platform/http/date-rules.js';
import { CancelSessionCommand, RestoreSessionCommand } from '../cancel-session/cancel-session.commands.js';
import { SetPracticeCapacityCommand, SetSessionCapacityCommand } from './set-capacity.commands.js';
import { CapacityDto, PracticeDayParams, SessionChangeDto } from './set-capacity.dto.js';

/**
 * An admin limits the places of a weekly practice, or of one date; or cancels one date's class, or
 * restores it. Each changes members' places or mails them, so each asks for a fresh second factor.
 */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class SetCapacityController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('practices/:dayOfWeek')
  @HttpCode(200)
  @RequireStepUp()
  practice(
    @CurrentUser() admin: AuthenticatedUser,
    @Param() params: PracticeDayParams,
    @Body() body: CapacityDto,
  ) {
    return this.commandBus.execute(
      new SetPracticeCapacityCommand(admin.id, Number(params.dayOfWeek), body.capacity),
    );
  }

  @Put('sessions/:date')
  @HttpCode(200)
  @RequireStepUp()
  session(
    @CurrentUser() admin: AuthenticatedUser,
    @Param() params: SessionDateParams,
    @Body() body: SessionChangeDto,
  ) {
    if (body.cancelled === true)
      return this.commandBus.execute(new CancelSessionCommand(admin.id, params.date, body.reason ?? ''));
    if (body.cancelled === false)
      return this.commandBus.execute(new RestoreSessionCommand(admin.id, params.date));
    return this.commandBus.execute(
      new SetSessionCapacityCommand(admin.id, params.date, body.capacity ?? null),
    );
  }
}
