import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { DeleteUserCommand } from './delete-user.command.js';

@Controller('api/admin/users')
@UseGuards(AdminGuard)
export class DeleteUserController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':userId')
  @HttpCode(200)
  @RequireStepUp()
  remove(@CurrentUser() admin: AuthenticatedUser, @Param('userId', userIdPipe) userId: string) {
    return this.commandBus.execute(new DeleteUserCommand(admin.id, userId));
  }
}
