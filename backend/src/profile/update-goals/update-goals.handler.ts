import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountNotFound } from '../../accounts/account-errors.js';
import { toUserView, type UserView } from '../../accounts/current-user/user-view.js';
import { UserEntity } from '../../accounts/user.entity.js';
import { CommandPath } from '../../command-handling/command-path.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { decideGoalsUpdate, ProfileUpdateRejected } from '../../domain/profile/profile-update.js';
import { membershipOf } from '../../projections/membership/membership.queries.js';
import { saveProfileChanges } from '../changed-fields.js';
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
      const users = uow.manager.getRepository(UserEntity);
      const user = await users.findOne({
        where: { id: command.userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user || user.deletedAt) throw new AccountNotFound();
      await saveProfileChanges(uow, user, changes);
      return toUserView(
        await users.findOneByOrFail({ id: user.id }),
        this.config,
        await membershipOf(uow.manager, user.id),
      );
    });
  }
}
