import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountNotFound } from '../../accounts/account-errors.js';
import { toUserView, type UserView } from '../../accounts/current-user/user-view.js';
import { UserEntity } from '../../accounts/user.entity.js';
import { CommandPath } from '../../command-handling/command-path.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PROFILE_PRACTICES } from '../../domain/profile/profile-options.js';
import {
  decideProfileUpdate,
  type ProfileFields,
  ProfileUpdateRejected,
} from '../../domain/profile/profile-update.js';
import { membershipOf } from '../../projections/membership/membership.queries.js';
import { saveProfileChanges } from '../changed-fields.js';
import { studioDateToInstant } from '../profile-dto-rules.js';
import { UpdateProfileCommand } from './update-profile.command.js';

/**
 * Profile values are ordinary table data (DESIGN §2: personal data stays out of events); the event
 * MemberProfileUpdated records which fields changed, in the same transaction.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, UserView> {
  constructor(
    private readonly commands: CommandPath,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute(command: UpdateProfileCommand): Promise<UserView> {
    const patch = toProfilePatch(command.fields);
    return this.commands.inTransaction(async (uow) => {
      const users = uow.manager.getRepository(UserEntity);
      const user = await users.findOne({
        where: { id: command.userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user || user.deletedAt) throw new AccountNotFound();
      const decision = decideProfileUpdate(user, patch, uow.now);
      if (!decision.ok) throw new ProfileUpdateRejected(decision.message);
      await saveProfileChanges(uow, user, decision.changes);
      return toUserView(
        await users.findOneByOrFail({ id: user.id }),
        this.config,
        await membershipOf(uow.manager, user.id),
      );
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
