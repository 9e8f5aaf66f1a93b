import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PROFILE_PRACTICES } from '../../../domain/profile/profile-options.js';
import {
  decideProfileUpdate,
  type ProfileFields,
  ProfileUpdateRejected,
} from '../../../domain/profile/profile-update.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { type UserView, UserViews } from '../../accounts/index.js';
import { studioDateToInstant } from '../profile-dto-rules.js';
import { lockProfileOwner, savedProfileView, saveProfileChanges } from '../profile-writes.js';
import { UpdateProfileCommand } from './update-profile.command.js';

/**
 * Profile values are ordinary table data (personal data stays out of events, so it can be erased); the event
 * MemberProfileUpdated records which fields changed, in the same transaction.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, UserView> {
  constructor(
    private readonly commands: CommandPath,
    private readonly views: UserViews,
  ) {}

  execute(command: UpdateProfileCommand): Promise<UserView> {
    const patch = toProfilePatch(command.fields);
    return this.commands.inTransaction(async (uow) => {
      const user = await lockProfileOwner(uow.manager, command.userId);
      const decision = decideProfileUpdate(user, patch, uow.now);
      if (!decision.ok) throw new ProfileUpdateRejected(decision.message);
      await saveProfileChanges(uow, user, decision.changes);
      return savedProfileView(uow.manager, user.id, this.views);
    });
  }
}

/** The validated request as domain fields: last practice dates become instants (start of the Eastern day). */
function toProfilePatch(fields: UpdateProfileCommand['fields']): Partial<ProfileFields> {
  const patch: Record<string, unknown> = { ...fields };
  for (const practice of PROFILE_PRACTICES) {
    const key = `${practice}LastPractice` as const;
    const value = fields[key];
    if (typeof value === 'string') patch[key] = studioDateToInstant(value);
  }
  return patch as Partial<ProfileFields>;
}
