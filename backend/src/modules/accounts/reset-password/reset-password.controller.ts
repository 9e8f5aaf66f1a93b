import { Body, Controller, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Notice } from '@sadhana/rules/api';
import type { Request, Response } from 'express';
import { PostAction } from '../../../platform/http/post-action.js';
import { endSession } from '../sessions/session.js';
import { AuthRateLimitGuard } from '../sign-in-protection/auth-rate-limit.guard.js';
import { ResetPasswordCommand } from './reset-password.command.js';
import { ResetPasswordDto } from './reset-password.dto.js';

@Controller('api/auth')
export class ResetPasswordController {
  constructor(private readonly commandBus: CommandBus) {}

  /** 200 once the password is set (every session of the user ended); 400 for an invalid, used or expired link. */
  @PostAction('reset-password')
  @UseGuards(AuthRateLimitGuard)
  async resetPassword(
    @Body() body: ResetPasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Notice> {
    await this.commandBus.execute(new ResetPasswordCommand(body.token, body.password));
    if (request.session?.userId) await endSession(request, response);
    return { message: 'Your password has been reset. You can now sign in with your new password.' };
  }
}
