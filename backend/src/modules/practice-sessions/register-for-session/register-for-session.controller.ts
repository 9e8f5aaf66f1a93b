import { Body, Controller, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { RegisterForSessionCommand } from './register-for-session.command.js';
import { RegisterForSessionDto } from './register-for-session.dto.js';

@Controller('api/user-schedule')
@UseGuards(SignedInGuard)
export class RegisterForSessionController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction()
  register(@CurrentUser() user: AuthenticatedUser, @Body() body: RegisterForSessionDto) {
    return this.commandBus.execute(
      new RegisterForSessionCommand(user.id, body.attendanceDate, body.attending),
    );
  }
}
