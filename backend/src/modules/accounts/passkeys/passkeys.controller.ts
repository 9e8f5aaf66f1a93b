import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PasskeyRegistered } from '@sadhana/rules/api';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { type UserView, UserViews } from '../current-user/user-view.js';
import { FactorCheckSessions } from '../second-factor/factor-check-sessions.js';
import { SecureConnectionGuard } from '../sessions/secure-connection.guard.js';
import { recordSecondFactorCheck, startUserSession } from '../sessions/session.js';
import { FreshCheckIfEnrolledGuard } from '../step-up/fresh-check-if-enrolled.guard.js';
import { CEREMONY_TIMEOUT_MS, rememberChallenge, takeChallenge } from './ceremony-challenge.js';
import { PasskeyResponseDto, RegisterPasskeyDto } from './passkey.dto.js';
import { PasskeyEntity } from './passkey.entity.js';
import {
  AuthenticateWithPasskeyCommand,
  RegisterPasskeyCommand,
  RemovePasskeyCommand,
} from './passkey.handlers.js';
import { relyingPartyOf } from './relying-party.js';

/** The user handle a passkey keeps for its account: the account id's 16 bytes, nothing personal. */
const userHandleOf = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): registering one on a signed-in account, signing in
 * with one (discoverable credentials: no email first), and using one as the second step of a sign-in
 * or as a step-up. Each ceremony is options, then the browser's answer; its challenge is kept in the
 * session, single use.
 */
@Controller('api/auth/passkeys')
export class PasskeysController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
    private readonly sessions: FactorCheckSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('registration/options')
  @HttpCode(200)
  @UseGuards(SignedInGuard, FreshCheckIfEnrolledGuard)
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
  @Post('registration')
  @HttpCode(200)
  @UseGuards(SignedInGuard, FreshCheckIfEnrolledGuard)
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
  @UseGuards(SignedInGuard, FreshCheckIfEnrolledGuard)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('passkeyId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) passkeyId: string,
  ): Promise<void> {
    await this.commandBus.execute(new RemovePasskeyCommand(user.id, passkeyId));
  }

  /**
   * Signed out: options for any discoverable passkey of this site (the browser offers them, also in
   * the email field's autofill). Half signed in or signed in: the account's own passkeys.
   */
  @Post('authentication/options')
  @HttpCode(200)
  async authenticationOptions(@Req() request: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const now = this.clock.now();
    const relyingParty = relyingPartyOf(this.config, request);
    const subject = this.sessions.subjectOf(request, now);
    const own = subject
      ? await this.dataSource.getRepository(PasskeyEntity).findBy({ userId: subject.userId })
      : undefined;
    const options = await generateAuthenticationOptions({
      rpID: relyingParty.id,
      timeout: CEREMONY_TIMEOUT_MS,
      allowCredentials: own?.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      userVerification: subject ? 'preferred' : 'required',
    });
    rememberChallenge(request, 'authentication', options.challenge, now);
    return options;
  }

  /** Signs in (signed out), completes a half sign-in, or steps up (signed in); the current user. */
  @Post('authentication')
  @HttpCode(200)
  // A sign-in like the password's: refused over plain http when the site is https (its cookie is Secure).
  @UseGuards(SecureConnectionGuard)
  async authenticate(@Body() body: PasskeyResponseDto, @Req() request: Request): Promise<UserView> {
    const now = this.clock.now();
    const challenge = takeChallenge(request, 'authentication', now);
    const relyingParty = relyingPartyOf(this.config, request);
    const subject = this.sessions.subjectOf(request, now);
    const user = await this.commandBus.execute(
      new AuthenticateWithPasskeyCommand(
        body.response,
        challenge,
        relyingParty,
        subject?.purpose ?? 'sign-in',
        subject?.userId,
      ),
    );
    if (subject) return this.sessions.passed(request, subject, now);
    await startUserSession(request, user.id, now, { secondFactorChecked: true });
    return this.views.of(this.dataSource, user);
  }
}
