import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { VerifyEmailCommand } from './verify-email.handler.js';

@Controller('api/auth')
export class VerifyEmailController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * The link in the sign-up mail: a full-page visit, answered with a redirect to the sign-in
   * screen's notice. Signed out, the token is left unused: sign in, then open the link again.
   */
  @Get('verify-email')
  async verifyEmail(
    @Query('token') token: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const valid = typeof token === 'string' && token.length > 0 && token.length <= 200;
    const caller = request.authenticatedUser;
    if (valid && !caller) return response.redirect(302, '/signin?error=verification-sign-in-required');
    const verified =
      valid && caller ? await this.commandBus.execute(new VerifyEmailCommand(token, caller.id)) : false;
    response.redirect(302, verified ? '/signin?verified=1' : '/signin?error=verification-invalid');
  }
}
