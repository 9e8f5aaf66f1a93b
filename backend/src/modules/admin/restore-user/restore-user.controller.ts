import { Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { RestoreUserCommand } from './restore-user.command.js';

@Controller('api/admin/users')
@UseGuards(AdminGuard)
export class RestoreUserController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction(':userId/restore')
  @RequireStepUp()
  restore(@CurrentUser() admin: AuthenticatedUser, @Param('userId', userIdPipe) userId: string) {
    return this.commandBus.execute(new RestoreUserCommand(admin.id, userId));
  }
}
