import { Command } from '@nestjs/cqrs';
import type { UserView } from '../../accounts/index.js';
import type { UpdateProfileDto } from './update-profile.dto.js';

/** Saves the signed-in user's contact details and practice experience; yields the updated user view. */
export class UpdateProfileCommand extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly fields: UpdateProfileDto,
  ) {
    super();
  }
}
