import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { memberDecider } from '../../../domain/accounts/member.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { InvalidResetLink } from '../account-errors.js';
import { OneTimeTokens } from '../sessions/one-time-tokens.js';
import { hashPassword } from '../sessions/password-hashing.js';
import { endAllSessionsOf } from '../sessions/session.js';
import { UserEntity } from '../user.entity.js';
import { ResetPasswordCommand } from './reset-password.command.js';

/**
 * Single use (consumed atomically), one hour; sets the password, ends every session of the user and
 * records the reset (and the proved address), all in one transaction.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    private readonly commands: CommandPath,
    private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const userId = await this.tokens.consume(token, 'password-reset', undefined, manager);
      if (!userId) throw new InvalidResetLink();
      const users = manager.getRepository(UserEntity);
      const user = await users.findOneBy({ id: userId });
      if (!user || user.deletedAt) throw new InvalidResetLink();
      // The link reached the mailbox, so the address is proved too.
      await users.update({ id: userId }, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now });
      await this.tokens.retireAll(userId, 'password-reset', manager);
      await endAllSessionsOf(manager, userId);
      const stream = memberStream(userId);
      const metadata = { userId };
      await handleCommand(stream, { type: 'ResetPassword', data: { userId, now } }, memberDecider, {
        metadata,
      });
      await handleCommand(
        stream,
        { type: 'VerifyEmail', data: { userId, via: 'password-reset', now } },
        memberDecider,
        { metadata },
      );
    });
  }
}
