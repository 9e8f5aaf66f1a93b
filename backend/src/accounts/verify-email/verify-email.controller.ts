import { Controller, Get, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { VerifyEmailCommand } from './verify-email.handler.js';

@Controller('api/auth')
export class VerifyEmailController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The link in the sign-up mail: a full-page visit, answered with a redirect to the sign-in screen's notice. */
  @Get('verify-email')
  async verifyEmail(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    const verified =
      typeof token === 'string' && token.length > 0 && token.length <= 200
        ? await this.commandBus.execute(new VerifyEmailCommand(token))
        : false;
    response.redirect(302, verified ? '/signin?verified=1' : '/signin?error=verification-invalid');
  }
}
