import { Body, Controller, HttpCode, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { SetAttendanceStatusCommand } from './set-attendance-status.command.js';
import { SetAttendanceStatusDto } from './set-attendance-status.dto.js';

@Controller('api/admin/attendance-status')
@UseGuards(AdminGuard)
export class SetAttendanceStatusController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch()
  @HttpCode(200)
  set(@CurrentUser() admin: AuthenticatedUser, @Body() body: SetAttendanceStatusDto) {
    return this.commandBus.execute(
      new SetAttendanceStatusCommand(admin.id, body.userId, body.date, body.status),
    );
  }
}
