import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, IsNull } from 'typeorm';
import { OneTimeTokens } from '../auth/one-time-tokens.js';
import { UserEntity } from '../user.entity.js';

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
    private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ token, userId: caller }: VerifyEmailCommand): Promise<boolean> {
    const userId = await this.tokens.consume(token, 'email-verification', caller);
    if (!userId) return false;
    const users = this.dataSource.getRepository(UserEntity);
    await users.update({ id: userId, emailVerifiedAt: IsNull() }, { emailVerifiedAt: new Date() });
    const user = await users.findOneBy({ id: userId });
    return Boolean(user && !user.deletedAt && user.emailVerifiedAt);
  }
}
