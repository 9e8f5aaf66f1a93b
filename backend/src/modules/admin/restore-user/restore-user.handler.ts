import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { memberDecider } from '../../../domain/accounts/member.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { ReadYourWrites } from '../../../platform/projection-engine/read-your-writes.js';
import { assertUserExists } from '../../accounts/index.js';
import { RestoreUserCommand, type UserRestored } from './restore-user.command.js';

@CommandHandler(RestoreUserCommand)
export class RestoreUserHandler implements ICommandHandler<RestoreUserCommand, UserRestored> {
  constructor(
    private readonly commands: CommandPath,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ adminId, userId }: RestoreUserCommand): Promise<UserRestored> {
    const { newEvents } = await this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      await assertUserExists(manager, userId, { lock: true });
      const restored = await handleCommand(
        memberStream(userId),
        { type: 'RestoreMember' as const, data: { userId, adminId, now } },
        memberDecider,
        { metadata: { adminId } },
      );
      await manager.query('UPDATE users SET deleted_at = NULL WHERE id = $1', [userId]);
      return restored;
    });
    await this.readYourWrites.awaitProjections(newEvents);
    return { message: 'User restored successfully', userId };
  }
}
