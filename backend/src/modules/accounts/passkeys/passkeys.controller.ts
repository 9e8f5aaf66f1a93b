import { Body, Controller, Delete, HttpCode, Inject, Param, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PasskeyRegistered } from '@sadhana/rules/api';
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { FactorNotFound } from '../../../domain/accounts/second-factor.js';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { idOrNotFoundPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { recordSecondFactorCheck } from '../sessions/session.js';
import { FreshCheckIfEnrolledGuard } from '../step-up/fresh-check-if-enrolled.guard.js';
import { CEREMONY_TIMEOUT_MS, rememberChallenge, takeChallenge } from './ceremony-challenge.js';
import { RegisterPasskeyDto } from './passkey.dto.js';
import { PasskeyEntity } from './passkey.entity.js';
import { RegisterPasskeyCommand, RemovePasskeyCommand } from './passkey.handlers.js';
import { relyingPartyOf } from './relying-party.js';

/** The user handle a passkey keeps for its account: the account id's 16 bytes, nothing personal. */
/** A malformed id names no passkey of the account: the same 404 as one it has not. */
const passkeyIdPipe = idOrNotFoundPipe(new FactorNotFound().message);

const userHandleOf = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

/**
 * A signed-in account's passkeys (WebAuthn, @simplewebauthn/server): registering one (options, then
 * the browser's answer; its challenge is kept in the session, single use) and removing one. Each asks
 * for a fresh second-factor check first when the account has a factor. Signing in with a passkey is
 * PasskeySignInController's.
 */
@Controller('api/auth/passkeys')
@UseGuards(SignedInGuard, FreshCheckIfEnrolledGuard)
export class PasskeysController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @PostAction('registration/options')
  async registrationOptions(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const relyingParty = relyingPartyOf(this.config, request);
    const existing = await this.dataSource.getRepository(PasskeyEntity).findBy({ userId: user.id });
    const options = await generateRegistrationOptions({
      rpName: relyingParty.name,
      rpID: relyingParty.id,
      userName: user.email,
      userID: userHandleOf(user.id),
      userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    rememberChallenge(request, 'registration', options.challenge, this.clock.now());
    return options;
  }

  /** The new passkey, and ten recovery codes when it is the account's first factor. 400 when not verified. */
  @PostAction('registration')
  async register(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RegisterPasskeyDto,
    @Req() request: Request,
  ): Promise<PasskeyRegistered> {
    const now = this.clock.now();
    const challenge = takeChallenge(request, 'registration', now);
    const registered = await this.commandBus.execute(
      new RegisterPasskeyCommand(
        user.id,
        body.name,
        body.response,
        challenge,
        relyingPartyOf(this.config, request),
      ),
    );
    // The new passkey answered with this session: it counts as checked, as after an app's first code.
    recordSecondFactorCheck(request, now);
    return registered;
  }

  /** Removes one of the account's passkeys (a fresh check first); 404 for one it has not. */
  @Delete(':passkeyId')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('passkeyId', passkeyIdPipe) passkeyId: string,
  ): Promise<void> {
    await this.commandBus.execute(new RemovePasskeyCommand(user.id, passkeyId));
  }
}
