import { Body, Controller, Delete, HttpCode, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { RemoveRegistrationCommand } from './remove-registration.command.js';
import { RemoveRegistrationDto } from './remove-registration.dto.js';

@Controller('api/admin/session-registration')
@UseGuards(AdminGuard)
export class RemoveRegistrationController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete()
  @HttpCode(200)
  @RequireStepUp()
  remove(@CurrentUser() admin: AuthenticatedUser, @Body() body: RemoveRegistrationDto) {
    return this.commandBus.execute(
      new RemoveRegistrationCommand(admin.id, body.userId, body.dayOfWeek, body.date),
    );
  }
}
