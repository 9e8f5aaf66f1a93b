import { Body, Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { type UserView, UserViews } from '../current-user/user-view.js';
import { FactorCheckSessions } from '../second-factor/factor-check-sessions.js';
import { SecureConnectionGuard } from '../sessions/secure-connection.guard.js';
import { startUserSession } from '../sessions/session.js';
import {
  CEREMONY_TIMEOUT_MS,
  rememberChallenge,
  SignedOutChallenges,
  takeChallenge,
} from './ceremony-challenge.js';
import { PasskeyResponseDto } from './passkey.dto.js';
import { PasskeyEntity } from './passkey.entity.js';
import { AuthenticateWithPasskeyCommand } from './passkey.handlers.js';
import { relyingPartyOf } from './relying-party.js';

/**
 * Signing in with a passkey (discoverable credentials: no email first), or using one as the second
 * step of a sign-in or as a step-up: options, then the browser's answer; the challenge is single use,
 * kept in the session when there is one, else in a signed cookie (no session row for a visitor who
 * only asks for options).
 */
@Controller('api/auth/passkeys')
export class PasskeySignInController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
    private readonly sessions: FactorCheckSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signedOut: SignedOutChallenges,
  ) {}

  /**
   * Signed out: options for any discoverable passkey of this site (the browser offers them, also in
   * the email field's autofill). Half signed in or signed in: the account's own passkeys.
   */
  @PostAction('authentication/options')
  async authenticationOptions(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
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
    if (subject) rememberChallenge(request, 'authentication', options.challenge, now);
    else this.signedOut.remember(response, options.challenge, now);
    return options;
  }

  /** Signs in (signed out), completes a half sign-in, or steps up (signed in); the current user. */
  @PostAction('authentication')
  // A sign-in like the password's: refused over plain http when the site is https (its cookie is Secure).
  @UseGuards(SecureConnectionGuard)
  async authenticate(
    @Body() body: PasskeyResponseDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserView> {
    const now = this.clock.now();
    const subject = this.sessions.subjectOf(request, now);
    const challenge = subject
      ? takeChallenge(request, 'authentication', now)
      : this.signedOut.take(request, response, now);
    const relyingParty = relyingPartyOf(this.config, request);
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
    await this.signedOut.useOnce(challenge);
    await startUserSession(request, user.id, now, { secondFactorChecked: true });
    return this.views.of(this.dataSource, user);
  }
}
