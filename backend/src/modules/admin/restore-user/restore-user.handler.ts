import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { assertUserExists, memberDecider } from '../../accounts/index.js';
import { RestoreUserCommand, type UserRestored } from './restore-user.command.js';

@CommandHandler(RestoreUserCommand)
export class RestoreUserHandler implements ICommandHandler<RestoreUserCommand, UserRestored> {
  constructor(private readonly commands: CommandPath) {}

  async execute({ adminId, userId }: RestoreUserCommand): Promise<UserRestored> {
    await this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      await assertUserExists(manager, userId, { lock: true });
      await handleCommand(
        memberStream(userId),
        { type: 'RestoreMember' as const, data: { userId, adminId, now } },
        memberDecider,
        { metadata: { adminId } },
      );
      await manager.query('UPDATE users SET deleted_at = NULL WHERE id = $1', [userId]);
    });
    return { message: 'User restored successfully', userId };
  }
}
