import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { endAllSessionsOf } from '../auth/session.js';
import { MemberEvents } from '../member-events.js';
import { isUniqueViolation } from '../sign-up/sign-up.handler.js';
import { UserEntity } from '../user.entity.js';
import type { GoogleIdentity } from './google.strategy.js';

export type GoogleSignInResult = { userId: string } | { refused: 'email-unverified' | 'account-disabled' };

export class GoogleSignInCommand extends Command<GoogleSignInResult> {
  constructor(readonly identity: GoogleIdentity) {
    super();
  }
}

/**
 * The account behind a Google identity: the one already linked to it; otherwise the account with the
 * same email, linked, when Google says that email is verified; otherwise a new account with
 * authProvider 'google' and a verified email (and MemberSignedUp).
 */
@CommandHandler(GoogleSignInCommand)
export class GoogleSignInHandler implements ICommandHandler<GoogleSignInCommand, GoogleSignInResult> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberEvents: MemberEvents,
  ) {}

  async execute({ identity }: GoogleSignInCommand): Promise<GoogleSignInResult> {
    const users = this.dataSource.getRepository(UserEntity);
    const now = new Date();
    const linked = await users.findOneBy({ googleId: identity.googleId });
    if (linked) {
      if (linked.deletedAt) return { refused: 'account-disabled' };
      await users.update({ id: linked.id }, { lastLoginAt: now });
      return { userId: linked.id };
    }
    if (!identity.email || !identity.emailVerified) return { refused: 'email-unverified' };
    const existing = await users.findOneBy({ email: identity.email });
    if (existing) {
      if (existing.deletedAt) return { refused: 'account-disabled' };
      // Google has proved this person owns the address. If the account was never verified, whoever
      // made it has not: its password and open sessions may be someone else's, so they go.
      const unproven = existing.emailVerifiedAt === null;
      await users.update(
        { id: existing.id },
        {
          googleId: identity.googleId,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          profileImageUrl: existing.profileImageUrl ?? identity.photoUrl,
          lastLoginAt: now,
          ...(unproven ? { passwordHash: null, authProvider: 'google' } : {}),
        },
      );
      if (unproven) await endAllSessionsOf(this.dataSource, existing.id);
      return { userId: existing.id };
    }
    let created: UserEntity;
    try {
      created = await users.save(
        users.create({
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          profileImageUrl: identity.photoUrl,
          googleId: identity.googleId,
          authProvider: 'google',
          emailVerifiedAt: now,
          lastLoginAt: now,
        }),
      );
    } catch (error) {
      // A concurrent first sign-in of the same person: the other request created the account.
      if (isUniqueViolation(error)) return this.execute(new GoogleSignInCommand(identity));
      throw error;
    }
    await this.memberEvents.signedUpOrRemove(users, created.id, 'google');
    return { userId: created.id };
  }
}
