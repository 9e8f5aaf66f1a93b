import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IsNull } from 'typeorm';
import { memberDecider } from '../../../domain/accounts/member.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { domainError } from '../../../platform/domain/domain-error.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { OneTimeTokens } from '../sessions/one-time-tokens.js';
import { UserEntity } from '../user.entity.js';

export class InvalidVerificationLink extends domainError(
  'invalid',
  'This verification link is invalid or has expired, or it was sent for another account. Sign in with the account it was sent to, or ask for a new link.',
) {}

export class VerifyEmailCommand extends Command<boolean> {
  constructor(
    readonly token: string,
    /** The signed-in caller: only the account the link was made for can use it. */
    readonly userId: string,
  ) {
    super();
  }
}

/**
 * Single use, 24 hours; true when the address is now verified. The link proves the mailbox, not
 * who made the account: someone may have signed up with another person's address. So it counts
 * only when opened by whoever holds the account's password, signed in, and never for anyone else.
 */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, boolean> {
  constructor(
    private readonly commands: CommandPath,
    private readonly tokens: OneTimeTokens,
  ) {}

  execute({ token, userId: caller }: VerifyEmailCommand): Promise<boolean> {
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const userId = await this.tokens.consume(token, 'email-verification', caller, manager);
      if (!userId) return false;
      const users = manager.getRepository(UserEntity);
      const user = await users.findOneBy({ id: userId });
      if (!user || user.deletedAt) return false;
      if (!user.emailVerifiedAt) {
        await users.update({ id: userId, emailVerifiedAt: IsNull() }, { emailVerifiedAt: now });
        await handleCommand(
          memberStream(userId),
          { type: 'VerifyEmail', data: { userId, via: 'verification-link', now } },
          memberDecider,
          { metadata: { userId } },
        );
      }
      return true;
    });
  }
}
