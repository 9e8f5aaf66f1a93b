import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { toUserView, type UserView } from '../../accounts/current-user/user-view.js';
import { UserEntity } from '../../accounts/user.entity.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { decideGoalsUpdate } from '../../domain/profile/profile-update.js';
import { UpdateGoalsCommand } from './update-goals.command.js';

@CommandHandler(UpdateGoalsCommand)
export class UpdateGoalsHandler implements ICommandHandler<UpdateGoalsCommand, UserView> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: UpdateGoalsCommand): Promise<UserView> {
    const { goalPracticesToLearn, ...rest } = command.fields;
    const decision = decideGoalsUpdate({
      ...rest,
      // null clears the list like []
      goalPracticesToLearn: goalPracticesToLearn === null ? [] : goalPracticesToLearn,
    });
    if (!decision.ok) throw new BadRequestException(decision.message);
    const changes: Record<string, unknown> = { ...decision.changes };
    for (const key of ['goalRetreatType', 'goalRetreatDuration'] as const) {
      if (changes[key] === '') changes[key] = null;
    }
    const users = this.dataSource.getRepository(UserEntity);
    const user = await users.findOneBy({ id: command.userId });
    if (!user || user.deletedAt) throw new NotFoundException('Your account could not be found.');
    if (Object.keys(changes).length > 0) await users.update({ id: user.id }, changes);
    return toUserView(await users.findOneByOrFail({ id: user.id }), this.config);
  }
}
