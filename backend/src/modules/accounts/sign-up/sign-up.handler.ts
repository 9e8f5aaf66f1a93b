import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QueryFailedError } from 'typeorm';
import { memberDecider } from '../../../domain/accounts/member.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { EmailAlreadyRegistered } from '../account-errors.js';
import { emailVerificationMail } from '../mails/account-mails.js';
import { EMAIL_VERIFICATION_TTL_MS, OneTimeTokens } from '../sessions/one-time-tokens.js';
import { hashPassword } from '../sessions/password-hashing.js';
import { UserEntity } from '../user.entity.js';
import { SignUpCommand } from './sign-up.command.js';

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';
}

/**
 * Creates an email account and records MemberSignedUp in one transaction (never an account without
 * its sign-up event, nor an event without its account), then mails the verification link.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, UserEntity> {
  constructor(
    private readonly commands: CommandPath,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: OneTimeTokens,
    private readonly mail: MailService,
  ) {}

  async execute(command: SignUpCommand): Promise<UserEntity> {
    // A known address is told at once, without the argon2 work (the unique index still decides races).
    if (await this.commands.dataSource.getRepository(UserEntity).existsBy({ email: command.email })) {
      throw new EmailAlreadyRegistered();
    }
    const passwordHash = await hashPassword(command.password);
    const { user, token } = await this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const users = manager.getRepository(UserEntity);
      const created = await users
        .save(
          users.create({
            email: command.email,
            firstName: command.firstName,
            lastName: command.lastName,
            passwordHash,
            authProvider: 'email',
            lastLoginAt: now,
          }),
        )
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new EmailAlreadyRegistered() : error;
        });
      await handleCommand(
        memberStream(created.id),
        { type: 'SignUpMember', data: { userId: created.id, authMethod: 'email', now } },
        memberDecider,
        { metadata: { userId: created.id } },
      );
      const issued = await this.tokens.issue(
        created.id,
        'email-verification',
        EMAIL_VERIFICATION_TTL_MS,
        manager,
      );
      return { user: created, token: issued };
    });
    const link = `${this.config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
    this.mail.send(emailVerificationMail(user.email, user.firstName, link));
    return user;
  }
}
