import { Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { SessionDatePipe } from '../../../platform/http/session-date.pipe.js';
import { MarkEveryoneAttendedCommand } from './mark-everyone-attended.command.js';

@Controller('api/admin/roster')
@UseGuards(AdminGuard)
export class MarkEveryoneAttendedController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Everyone registered for the date's session and without a status yet: Registered – Attended. */
  @PostAction(':date/mark-attended')
  mark(@CurrentUser() admin: AuthenticatedUser, @Param('date', SessionDatePipe) date: string) {
    return this.commandBus.execute(new MarkEveryoneAttendedCommand(admin.id, date));
  }
}
