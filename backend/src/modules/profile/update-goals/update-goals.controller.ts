import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type AuthenticatedUser, CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import type { UserView } from '../../accounts/index.js';
import { UpdateGoalsCommand } from './update-goals.command.js';
import { UpdateGoalsDto } from './update-goals.dto.js';

@Controller('api/profile/goals')
@UseGuards(SignedInGuard)
export class UpdateGoalsController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Saves the goal planning sent (see UpdateGoalsDto); 200 with the updated current-user object. */
  @Put()
  update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateGoalsDto): Promise<UserView> {
    return this.commandBus.execute(new UpdateGoalsCommand(user.id, body));
  }
}
