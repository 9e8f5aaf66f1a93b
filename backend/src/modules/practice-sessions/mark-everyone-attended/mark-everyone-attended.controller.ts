import { Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { SessionDateParams } from '../../../platform/http/date-rules.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { MarkEveryoneAttendedCommand } from './mark-everyone-attended.command.js';

@Controller('api/admin/roster')
@UseGuards(AdminGuard)
export class MarkEveryoneAttendedController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * Everyone registered for the date's session and without a status yet: Registered – Attended, once
   * the session has begun (409 before). A date outside the app's range is a 400.
   */
  @PostAction(':date/mark-attended')
  mark(@CurrentUser() admin: AuthenticatedUser, @Param() params: SessionDateParams) {
    return this.commandBus.execute(new MarkEveryoneAttendedCommand(admin.id, params.date));
  }
}
