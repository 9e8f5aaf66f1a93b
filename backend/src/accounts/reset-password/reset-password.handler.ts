import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { OneTimeTokens } from '../auth/one-time-tokens.js';
import { hashPassword } from '../auth/password-hashing.js';
import { endAllSessionsOf } from '../auth/session.js';
import { UserEntity } from '../user.entity.js';
import { ResetPasswordCommand } from './reset-password.command.js';

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

/** Single use (consumed atomically), one hour; sets the password and ends every session of the user. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.tokens.consume(token, 'password-reset');
    if (!userId) throw new BadRequestException(INVALID_RESET_LINK);
    const users = this.dataSource.getRepository(UserEntity);
    const user = await users.findOneBy({ id: userId });
    if (!user || user.deletedAt) throw new BadRequestException(INVALID_RESET_LINK);
    // The link reached the mailbox, so the address is proved too.
    await users.update({ id: userId }, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
    await this.tokens.retireAll(userId, 'password-reset');
    await endAllSessionsOf(this.dataSource, userId);
  }
}
