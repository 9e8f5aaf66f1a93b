import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PasskeyRegistered, PasskeySummary } from '@sadhana/rules/api';
import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FactorCheckPurpose } from '../../../domain/accounts/second-factor.events.js';
import { secondFactorDecider } from '../../../domain/accounts/second-factor.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { refreshEnrolledFactors } from '../second-factor/enrolled-factors.js';
import {
  issueRecoveryCodes,
  RECOVERY_CODE_COUNT,
  unusedRecoveryCodes,
} from '../second-factor/recovery-codes.js';
import { UserEntity } from '../user.entity.js';
import { PasskeyEntity } from './passkey.entity.js';
import { PasskeyAlreadyRegistered, PasskeyNotVerified } from './passkey-errors.js';
import type { RelyingParty } from './relying-party.js';

export const toPasskeySummary = (passkey: PasskeyEntity): PasskeySummary => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});

/** What a ceremony's answer must match: the challenge this session was given, this site's origins and id. */
function expectedOf({ challenge, relyingParty }: { challenge: string; relyingParty: RelyingParty }) {
  return {
    expectedChallenge: challenge,
    expectedOrigin: relyingParty.origins,
    expectedRPID: relyingParty.id,
  };
}

/** Verifies a new credential (real attestation checks by @simplewebauthn/server) and keeps it as a factor. */
export class RegisterPasskeyCommand extends Command<PasskeyRegistered> {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly response: unknown,
    readonly challenge: string,
    readonly relyingParty: RelyingParty,
  ) {
    super();
  }
}

@CommandHandler(RegisterPasskeyCommand)
export class RegisterPasskeyHandler implements ICommandHandler<RegisterPasskeyCommand, PasskeyRegistered> {
  constructor(private readonly commands: CommandPath) {}

  async execute(command: RegisterPasskeyCommand): Promise<PasskeyRegistered> {
    const { userId } = command;
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: command.response as RegistrationResponseJSON,
        ...expectedOf(command),
        requireUserVerification: false,
      });
    } catch {
      throw new PasskeyNotVerified();
    }
    if (!verification.verified) throw new PasskeyNotVerified();
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const passkeys = manager.getRepository(PasskeyEntity);
      if (await passkeys.existsBy({ credentialId: credential.id })) throw new PasskeyAlreadyRegistered();
      const passkey = passkeys.create({
        id: randomUUID(),
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: command.name.trim(),
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        createdAt: now,
        lastUsedAt: null,
      });
      await passkeys.insert(passkey);
      const stream = memberStream(userId);
      const metadata = { userId };
      await handleCommand(
        stream,
        { type: 'AddFactor', data: { userId, now, factor: 'passkey', factorId: passkey.id } },
        secondFactorDecider,
        { metadata, actingMember: userId },
      );
      await refreshEnrolledFactors(manager, userId);
      // The account's first factor brings its recovery codes; later ones leave them as they are.
      let recoveryCodes: string[] | null = null;
      if ((await unusedRecoveryCodes(manager, userId)) === 0) {
        recoveryCodes = await issueRecoveryCodes(manager, userId);
        await handleCommand(
          stream,
          { type: 'IssueRecoveryCodes', data: { userId, now, count: RECOVERY_CODE_COUNT } },
          secondFactorDecider,
          { metadata, actingMember: userId },
        );
      }
      return { passkey: toPasskeySummary(passkey), recoveryCodes };
    });
  }
}

/**
 * Verifies an assertion against the stored public key and counter: a passkey sign-in (any account's
 * discoverable credential), or the passkey of `userId` for a second step or a step-up. The counter
 * moves in the same transaction as the event, only from the value checked: a replayed or cloned
 * authenticator's stale counter is refused by the library, a concurrent one by the update.
 */
export class AuthenticateWithPasskeyCommand extends Command<UserEntity> {
  constructor(
    readonly response: unknown,
    readonly challenge: string,
    readonly relyingParty: RelyingParty,
    readonly purpose: FactorCheckPurpose,
    /** Whose passkey it must be (second step, step-up); undefined for a sign-in. */
    readonly userId: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(AuthenticateWithPasskeyCommand)
export class AuthenticateWithPasskeyHandler
  implements ICommandHandler<AuthenticateWithPasskeyCommand, UserEntity>
{
  constructor(private readonly commands: CommandPath) {}

  async execute(command: AuthenticateWithPasskeyCommand): Promise<UserEntity> {
    const { purpose } = command;
    const credentialId = (command.response as { id?: unknown }).id;
    if (typeof credentialId !== 'string' || credentialId.length === 0 || credentialId.length > 1400)
      throw new PasskeyNotVerified();
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const passkey = await manager.getRepository(PasskeyEntity).findOneBy({ credentialId });
      if (!passkey || (command.userId !== undefined && passkey.userId !== command.userId))
        throw new PasskeyNotVerified();
      const user = await manager.getRepository(UserEntity).findOneBy({ id: passkey.userId });
      if (!user || user.deletedAt) throw new PasskeyNotVerified();
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response: command.response as AuthenticationResponseJSON,
          ...expectedOf(command),
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports as never,
          },
          // A passkey alone signs in only with the person verified on the device (PIN, biometrics).
          requireUserVerification: purpose === 'sign-in',
        });
      } catch {
        throw new PasskeyNotVerified();
      }
      if (!verification.verified) throw new PasskeyNotVerified();
      const [, moved]: [unknown, number] = await manager.query(
        'UPDATE passkeys SET counter = $3, last_used_at = $4 WHERE id = $1 AND counter = $2',
        [passkey.id, passkey.counter, verification.authenticationInfo.newCounter, now],
      );
      if (moved !== 1) throw new PasskeyNotVerified();
      if (purpose === 'sign-in')
        await manager.getRepository(UserEntity).update({ id: user.id }, { lastLoginAt: now });
      await handleCommand(
        memberStream(user.id),
        { type: 'UseFactor', data: { userId: user.id, now, factorId: passkey.id, purpose } },
        secondFactorDecider,
        { metadata: { userId: user.id } },
      );
      return user;
    });
  }
}

export class RemovePasskeyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly passkeyId: string,
  ) {
    super();
  }
}

@CommandHandler(RemovePasskeyCommand)
export class RemovePasskeyHandler implements ICommandHandler<RemovePasskeyCommand, void> {
  constructor(private readonly commands: CommandPath) {}

  execute({ userId, passkeyId }: RemovePasskeyCommand): Promise<void> {
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      // The decider refuses an id the member has not (404), whoever's it is.
      await manager.getRepository(PasskeyEntity).delete({ id: passkeyId, userId });
      await handleCommand(
        memberStream(userId),
        { type: 'RemoveFactor', data: { userId, now, factor: 'passkey', factorId: passkeyId } },
        secondFactorDecider,
        { metadata: { userId }, actingMember: userId },
      );
      await refreshEnrolledFactors(manager, userId);
    });
  }
}
