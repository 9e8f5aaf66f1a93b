import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, IsNull } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { passwordResetMail } from '../../mail/account-mails.js';
import { MailService } from '../../mail/mail.service.js';
import { AccountTokenEntity } from '../account-token.entity.js';
import { hashToken, newToken, PASSWORD_RESET_TTL_MS } from '../auth/one-time-tokens.js';
import { UserEntity } from '../user.entity.js';
import { ForgotPasswordCommand } from './forgot-password.command.js';

/**
 * Mails a reset link to a known, not deleted account. Both paths do the same work up to the insert
 * (a token and its hash), and the mail is queued rather than awaited, so the answer and its timing
 * do not tell whether the account exists. The link is built from PUBLIC_URL, never the Host header.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async execute({ email }: ForgotPasswordCommand): Promise<void> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email, deletedAt: IsNull() });
    const token = newToken();
    const tokenHash = hashToken(token);
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MS);
    if (!user) {
      // The same round trip as the insert below, against a row that cannot exist.
      await this.dataSource.getRepository(AccountTokenEntity).existsBy({ tokenHash });
      return;
    }
    await this.dataSource
      .getRepository(AccountTokenEntity)
      .insert({ tokenHash, userId: user.id, purpose: 'password-reset', expiresAt, usedAt: null });
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    this.mail.send(passwordResetMail(user.email, user.firstName, link));
  }
}
