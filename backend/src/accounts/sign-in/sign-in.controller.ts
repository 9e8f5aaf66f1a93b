import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { Clock } from '../../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { membershipOf } from '../../projections/membership/membership.queries.js';
import { AuthRateLimitGuard } from '../auth/auth-rate-limit.guard.js';
import { startUserSession } from '../auth/session.js';
import { toUserView, type UserView } from '../current-user/user-view.js';
import type { UserEntity } from '../user.entity.js';
import { LocalAuthGuard } from './local-auth.guard.js';

@Controller('api')
export class SignInController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Signs in on a fresh session id; 401 "Invalid email or password" otherwise. The rate limit counts
   * the attempt first, then LocalAuthGuard validates the body and checks the credentials.
   */
  @Post('auth/signin')
  @HttpCode(200)
  @UseGuards(AuthRateLimitGuard, LocalAuthGuard)
  async signIn(@Req() request: Request): Promise<UserView> {
    const user = request.user as UserEntity;
    await startUserSession(request, user.id, this.clock.now());
    return toUserView(user, this.config, await membershipOf(this.dataSource, user.id));
  }

  /** DESIGN §1.4: the spec's full-page login route leads to the sign-in screen. */
  @Get('login')
  login(@Res() response: Response): void {
    response.redirect(302, '/signin');
  }
}
