import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { emailVerificationMail } from '../../mail/account-mails.js';
import { MailService } from '../../mail/mail.service.js';
import { EMAIL_VERIFICATION_TTL_MS, OneTimeTokens } from '../auth/one-time-tokens.js';
import { hashPassword } from '../auth/password-hashing.js';
import { MemberEvents } from '../member-events.js';
import { UserEntity } from '../user.entity.js';
import { SignUpCommand } from './sign-up.command.js';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Please sign in instead.';

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';
}

/** Creates an email account, records MemberSignedUp and mails the verification link. */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, UserEntity> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly memberEvents: MemberEvents,
    private readonly tokens: OneTimeTokens,
    private readonly mail: MailService,
  ) {}

  async execute(command: SignUpCommand): Promise<UserEntity> {
    const users = this.dataSource.getRepository(UserEntity);
    if (await users.existsBy({ email: command.email })) throw new ConflictException(DUPLICATE_EMAIL_MESSAGE);
    const passwordHash = await hashPassword(command.password);
    let user: UserEntity;
    try {
      user = await users.save(
        users.create({
          email: command.email,
          firstName: command.firstName,
          lastName: command.lastName,
          passwordHash,
          authProvider: 'email',
          lastLoginAt: new Date(),
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(DUPLICATE_EMAIL_MESSAGE);
      throw error;
    }
    await this.memberEvents.signedUpOrRemove(users, user.id, 'email');
    const token = await this.tokens.issue(user.id, 'email-verification', EMAIL_VERIFICATION_TTL_MS);
    const link = `${this.config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
    this.mail.send(emailVerificationMail(user.email, user.firstName, link));
    return user;
  }
}
