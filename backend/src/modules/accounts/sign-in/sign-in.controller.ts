import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import type { SecondFactorChallenge } from '@sadhana/rules/api';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { type UserView, UserViews } from '../current-user/user-view.js';
import { secondFactorMethodsOf } from '../second-factor/second-factor-methods.js';
import { SecureConnectionGuard } from '../sessions/secure-connection.guard.js';
import { startSignIn } from '../sessions/session.js';
import type { UserEntity } from '../user.entity.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { SignInDto } from './sign-in.dto.js';

@Controller('api')
export class SignInController {
  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
  ) {}

  /**
   * Signs in on a fresh session id and answers the current user; for an account with a second factor,
   * starts a half sign-in instead and answers `{ secondFactorRequired: true, methods }` (then POST
   * /api/auth/second-factor or a passkey). 401 "Invalid email or password" otherwise; 429 past the
   * client's failures (see AuthRateLimiter). LocalAuthGuard validates the body and checks the credentials.
   */
  @PostAction('auth/signin')
  @ApiBody({ type: SignInDto })
  @UseGuards(SecureConnectionGuard, LocalAuthGuard)
  async signIn(@Req() request: Request): Promise<UserView | SecondFactorChallenge> {
    const user = request.user as UserEntity;
    if (await startSignIn(request, user, this.clock.now()))
      return { secondFactorRequired: true, methods: await secondFactorMethodsOf(this.dataSource, user) };
    return this.views.of(this.dataSource, user);
  }

  /** The full-page login navigation (/api/login) leads to the sign-in screen. */
  @Get('login')
  login(@Res() response: Response): void {
    response.redirect(302, '/signin');
  }
}
