import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { endSession } from '../sessions/session.js';
import { isSameSiteNavigation } from './same-site-navigation.js';

@Controller('api')
export class SignOutController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Destroys the server session, clears the cookie, then the landing page. Only for the
   * user's own navigation: from another site it leads to the landing page and signs nobody out.
   */
  @Get('logout')
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (isSameSiteNavigation(request, this.config)) await endSession(request, response);
    response.redirect(302, '/');
  }

  /** The same for a script (CSRF-checked like every POST): 204. */
  @Post('auth/signout')
  @HttpCode(204)
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await endSession(request, response);
  }
}
