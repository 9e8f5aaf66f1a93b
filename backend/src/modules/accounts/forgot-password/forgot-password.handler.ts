import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, IsNull } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { passwordResetMail } from '../mails/account-mails.js';
import { OneTimeTokens, PASSWORD_RESET_TTL_MS } from '../sessions/one-time-tokens.js';
import { UserEntity } from '../user.entity.js';
import { ForgotPasswordCommand } from './forgot-password.command.js';

/**
 * Reset mails per address and hour. Anyone may ask for an address's reset, as often as the client
 * limit allows; past this its owner gets no more mail that hour, but still has the links already sent
 * (each valid an hour), so asking on their behalf can neither flood nor block them.
 */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Mails a reset link to a known, not deleted account, within the hourly quota. Runs after the
 * answer (ForgotPasswordController). The link is built from PUBLIC_URL, never the Host header.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, void> {
  private readonly logger = new Logger('ForgotPassword');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ email }: ForgotPasswordCommand): Promise<void> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email, deletedAt: IsNull() });
    if (!user) return;
    const token = await this.tokens.issueWithinHourlyQuota(
      user.id,
      'password-reset',
      PASSWORD_RESET_TTL_MS,
      RESET_MAILS_PER_HOUR,
    );
    if (!token) {
      this.logger.warn({ message: 'reset mail withheld: hourly quota reached', userId: user.id });
      return;
    }
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    this.mail.send(passwordResetMail(user.email, user.firstName, link));
  }
}
