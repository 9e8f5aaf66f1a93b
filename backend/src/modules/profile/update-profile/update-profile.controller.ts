import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type AuthenticatedUser, CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import type { UserView } from '../../accounts/index.js';
import { UpdateProfileCommand } from './update-profile.command.js';
import { UpdateProfileDto } from './update-profile.dto.js';

@Controller('api/profile')
@UseGuards(SignedInGuard)
export class UpdateProfileController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Saves the fields sent (see UpdateProfileDto); 200 with the updated current-user object. */
  @Put()
  update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateProfileDto): Promise<UserView> {
    return this.commandBus.execute(new UpdateProfileCommand(user.id, body));
  }
}
