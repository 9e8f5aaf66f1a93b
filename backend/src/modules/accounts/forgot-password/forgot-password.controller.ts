import { Body, Controller, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { BackgroundWork } from '../../../platform/concurrency/background-work.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { AuthRateLimitGuard } from '../sign-in-protection/auth-rate-limit.guard.js';
import { ForgotPasswordCommand } from './forgot-password.command.js';
import { ForgotPasswordDto } from './forgot-password.dto.js';

export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account with that email exists, a password reset link has been sent.',
} as const;

@Controller('api/auth')
export class ForgotPasswordController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly background: BackgroundWork,
  ) {}

  /**
   * The same 200 answer, on the same path, whether or not the account exists: the account's work
   * (look-up, token, mail) runs after the answer, so its timing tells nothing either. Limited per
   * client only, so nobody can block an owner's reset; the mails per address are capped instead
   * (ForgotPasswordHandler).
   */
  @PostAction('forgot-password')
  @UseGuards(AuthRateLimitGuard)
  forgotPassword(@Body() body: ForgotPasswordDto): typeof FORGOT_PASSWORD_ANSWER {
    this.background.run('forgot-password', () =>
      this.commandBus.execute(new ForgotPasswordCommand(body.email)),
    );
    return FORGOT_PASSWORD_ANSWER;
  }
}
