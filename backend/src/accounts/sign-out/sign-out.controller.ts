import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { endSession } from '../auth/session.js';

@Controller('api')
export class SignOutController {
  /** DESIGN §1.4: destroys the server session, clears the cookie, then the landing page. */
  @Get('logout')
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    await endSession(request, response);
    response.redirect(302, '/');
  }

  /** The same for a script (CSRF-checked like every POST): 204. */
  @Post('auth/signout')
  @HttpCode(204)
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await endSession(request, response);
  }
}
