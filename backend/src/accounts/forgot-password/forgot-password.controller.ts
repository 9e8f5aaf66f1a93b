import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AuthRateLimitGuard } from '../auth/auth-rate-limit.guard.js';
import { ForgotPasswordCommand } from './forgot-password.command.js';
import { ForgotPasswordDto } from './forgot-password.dto.js';

export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account with that email exists, a password reset link has been sent.',
} as const;

@Controller('api/auth')
export class ForgotPasswordController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The same 200 answer whether or not the account exists. */
  @Post('forgot-password')
  @HttpCode(200)
  @UseGuards(AuthRateLimitGuard)
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<typeof FORGOT_PASSWORD_ANSWER> {
    await this.commandBus.execute(new ForgotPasswordCommand(body.email));
    return FORGOT_PASSWORD_ANSWER;
  }
}
