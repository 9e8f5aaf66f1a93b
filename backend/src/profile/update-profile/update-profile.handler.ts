import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { toUserView, type UserView } from '../../accounts/current-user/user-view.js';
import { UserEntity } from '../../accounts/user.entity.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PROFILE_PRACTICES } from '../../domain/profile/profile-options.js';
import { decideProfileUpdate, type ProfileFields } from '../../domain/profile/profile-update.js';
import { studioDateToInstant } from '../profile-dto-rules.js';
import { UpdateProfileCommand } from './update-profile.command.js';

/** Profile data is ordinary table data (DESIGN §2: personal data stays out of events). */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, UserView> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: UpdateProfileCommand): Promise<UserView> {
    const patch = toProfilePatch(command.fields);
    return this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(UserEntity);
      const user = await users.findOne({
        where: { id: command.userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user || user.deletedAt) throw new NotFoundException('Your account could not be found.');
      const decision = decideProfileUpdate(user, patch);
      if (!decision.ok) throw new BadRequestException(decision.message);
      if (Object.keys(decision.changes).length > 0) {
        await users.update({ id: user.id }, decision.changes);
      }
      const saved = await users.findOneByOrFail({ id: user.id });
      return toUserView(saved, this.config);
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
