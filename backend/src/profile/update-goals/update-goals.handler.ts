import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserView } from '../../accounts/current-user/user-view.js';
import { CommandPath } from '../../command-handling/command-path.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { decideGoalsUpdate, ProfileUpdateRejected } from '../../domain/profile/profile-update.js';
import { lockProfileOwner, savedProfileView, saveProfileChanges } from '../profile-writes.js';
import { UpdateGoalsCommand } from './update-goals.command.js';

/** Goal planning: table data, with MemberProfileUpdated naming the changed fields in the same transaction. */
@CommandHandler(UpdateGoalsCommand)
export class UpdateGoalsHandler implements ICommandHandler<UpdateGoalsCommand, UserView> {
  constructor(
    private readonly commands: CommandPath,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute(command: UpdateGoalsCommand): Promise<UserView> {
    const { goalPracticesToLearn, ...rest } = command.fields;
    const decision = decideGoalsUpdate({
      ...rest,
      // null clears the list like []
      goalPracticesToLearn: goalPracticesToLearn === null ? [] : goalPracticesToLearn,
    });
    if (!decision.ok) throw new ProfileUpdateRejected(decision.message);
    const changes: Record<string, unknown> = { ...decision.changes };
    for (const key of ['goalRetreatType', 'goalRetreatDuration'] as const) {
      if (changes[key] === '') changes[key] = null;
    }
    return this.commands.inTransaction(async (uow) => {
      const user = await lockProfileOwner(uow.manager, command.userId);
      await saveProfileChanges(uow, user, changes);
      return savedProfileView(uow.manager, user.id, this.config);
    });
  }
}
