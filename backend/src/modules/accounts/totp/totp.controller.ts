import { Body, Controller, Delete, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecoveryCodes, TotpSetup } from '@sadhana/rules/api';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { Clock } from '../../../platform/clock/clock.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { isWrongCode } from '../second-factor/check-code.handler.js';
import { SecondFactorCodeDto } from '../second-factor/second-factor.dto.js';
import { recordSecondFactorCheck } from '../sessions/session.js';
import { CodeGuessLimiter } from '../sign-in-protection/code-guess-limiter.js';
import { FreshCheckIfEnrolledGuard } from '../step-up/fresh-check-if-enrolled.guard.js';
import { ConfirmTotpCommand, RemoveTotpCommand, SetUpTotpCommand } from './totp.handlers.js';

/** The account's authenticator app (TOTP). Changing it needs a fresh check of a factor already on. */
@Controller('api/auth/totp')
@UseGuards(SignedInGuard, FreshCheckIfEnrolledGuard)
export class TotpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
    private readonly limiter: CodeGuessLimiter,
  ) {}

  /** `{ secret, otpauthUrl, qrCode }`, shown once; 409 when an app is on already. */
  @PostAction('setup')
  setup(@CurrentUser() user: AuthenticatedUser): Promise<TotpSetup> {
    return this.commandBus.execute(new SetUpTotpCommand(user.id, user.email));
  }

  /**
   * `{ recoveryCodes }` once a code from the app is right: the app is on from then, and this session
   * counts as checked (the code proves the app). 400 for a wrong code.
   */
  @PostAction('confirm')
  async confirm(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SecondFactorCodeDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecoveryCodes> {
    const subject = { userId: user.id, purpose: 'step-up' } as const;
    const codeTry = await this.limiter.begin(request, response, subject);
    let recoveryCodes: string[];
    try {
      recoveryCodes = await this.commandBus.execute(new ConfirmTotpCommand(user.id, body.code));
    } catch (error) {
      if (isWrongCode(error)) await this.limiter.wrong(request, response, subject, codeTry, error);
      throw error;
    }
    await this.limiter.passed(codeTry);
    recordSecondFactorCheck(request, this.clock.now());
    return { recoveryCodes };
  }

  /** Turns the app off; 404 when none is on. */
  @Delete()
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.commandBus.execute(new RemoveTotpCommand(user.id));
  }
}
