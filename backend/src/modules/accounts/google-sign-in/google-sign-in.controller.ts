import { Controller, Get, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { startSignIn } from '../sessions/session.js';
import { UserEntity } from '../user.entity.js';
import type { GoogleIdentity } from './google.strategy.js';
import {
  GOOGLE_FAILED_REDIRECT,
  GoogleAuthGuard,
  GoogleCallbackGuard,
  GoogleRedirectFilter,
} from './google-auth.guard.js';
import { GoogleSignInCommand } from './google-sign-in.command.js';

@Controller('api/auth')
@UseFilters(GoogleRedirectFilter)
export class GoogleSignInController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  /** Full-page navigation to Google's consent screen: GoogleAuthGuard answers with the redirect. */
  @Get('google')
  @UseGuards(GoogleAuthGuard)
  start(): void {}

  /**
   * Google's redirect back, state checked by the guard: the account is found, linked or created. An
   * account with a second factor is half signed in and sent to the sign-in screen's second step.
   */
  @Get('google/callback')
  @UseGuards(GoogleCallbackGuard)
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    const identity = request.user as GoogleIdentity | undefined;
    if (!identity) return response.redirect(302, GOOGLE_FAILED_REDIRECT);
    const result = await this.commandBus.execute(new GoogleSignInCommand(identity));
    if ('refused' in result) return response.redirect(302, `/signin?error=google-${result.refused}`);
    const user = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: result.userId });
    const owesFactor = await startSignIn(request, user, this.clock.now());
    response.redirect(302, owesFactor ? '/signin?step=second-factor' : '/');
  }
}
