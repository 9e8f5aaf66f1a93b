import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideGoalsUpdate, ProfileUpdateRejected } from '../../../domain/profile/profile-update.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { type UserView, UserViews } from '../../accounts/index.js';
import { lockProfileOwner, savedProfileView, saveProfileChanges } from '../profile-writes.js';
import { UpdateGoalsCommand } from './update-goals.command.js';

/** Goal planning: table data, with MemberProfileUpdated naming the changed fields in the same transaction. */
@CommandHandler(UpdateGoalsCommand)
export class UpdateGoalsHandler implements ICommandHandler<UpdateGoalsCommand, UserView> {
  constructor(
    private readonly commands: CommandPath,
    private readonly views: UserViews,
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
      return savedProfileView(uow.manager, user.id, this.views);
    });
  }
}
