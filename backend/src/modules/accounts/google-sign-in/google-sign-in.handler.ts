import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { memberDecider } from '../../../domain/accounts/member.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { endAllSessionsOf } from '../sessions/session.js';
import { isUniqueViolation } from '../sign-up/sign-up.handler.js';
import { UserEntity } from '../user.entity.js';
import type { GoogleIdentity } from './google.strategy.js';
import { GoogleSignInCommand, type GoogleSignInResult } from './google-sign-in.command.js';

/**
 * The account behind a Google identity: the one already linked to it; otherwise the account with the
 * same email, linked, when Google says that email is verified; otherwise a new account with
 * authProvider 'google' and a verified email. Each change and its event commit together.
 */
@CommandHandler(GoogleSignInCommand)
export class GoogleSignInHandler implements ICommandHandler<GoogleSignInCommand, GoogleSignInResult> {
  constructor(private readonly commands: CommandPath) {}

  async execute({ identity }: GoogleSignInCommand): Promise<GoogleSignInResult> {
    try {
      return await this.signIn(identity);
    } catch (error) {
      // A concurrent first sign-in of the same person: the other request created the account.
      if (isUniqueViolation(error)) return this.signIn(identity);
      throw error;
    }
  }

  private signIn(identity: GoogleIdentity): Promise<GoogleSignInResult> {
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const users = manager.getRepository(UserEntity);
      const linked = await users.findOneBy({ googleId: identity.googleId });
      if (linked) {
        if (linked.deletedAt) return { refused: 'account-disabled' as const };
        await users.update({ id: linked.id }, { lastLoginAt: now });
        return { userId: linked.id };
      }
      if (!identity.email || !identity.emailVerified) return { refused: 'email-unverified' as const };
      const existing = await users.findOne({
        where: { email: identity.email },
        lock: { mode: 'pessimistic_write' },
      });
      if (existing) {
        if (existing.deletedAt) return { refused: 'account-disabled' as const };
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
        const stream = memberStream(existing.id);
        const metadata = { userId: existing.id };
        await handleCommand(
          stream,
          { type: 'LinkGoogle', data: { userId: existing.id, tookOver: unproven, now } },
          memberDecider,
          { metadata },
        );
        await handleCommand(
          stream,
          { type: 'VerifyEmail', data: { userId: existing.id, via: 'google', now } },
          memberDecider,
          { metadata },
        );
        if (unproven) await endAllSessionsOf(manager, existing.id);
        return { userId: existing.id };
      }
      const created = await users.save(
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
      await handleCommand(
        memberStream(created.id),
        { type: 'SignUpMember', data: { userId: created.id, authMethod: 'google', now } },
        memberDecider,
        { metadata: { userId: created.id } },
      );
      return { userId: created.id };
    });
  }
}
