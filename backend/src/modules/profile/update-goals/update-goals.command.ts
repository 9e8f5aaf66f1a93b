import { Command } from '@nestjs/cqrs';
import type { UserView } from '../../accounts/index.js';
import type { UpdateGoalsDto } from './update-goals.dto.js';

/** Saves the signed-in user's goal planning; yields the updated user view. */
export class UpdateGoalsCommand extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly fields: UpdateGoalsDto,
  ) {
    super();
  }
}
