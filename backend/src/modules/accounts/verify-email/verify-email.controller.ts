import { Body, Controller, Get, Query, Redirect, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Notice } from '@sadhana/rules/api';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { VerifyEmailDto } from './verify-email.dto.js';
import { InvalidVerificationLink, VerifyEmailCommand } from './verify-email.handler.js';

export const EMAIL_VERIFIED_MESSAGE = 'Your email address is verified.';

@Controller('api/auth')
export class VerifyEmailController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * The link in the sign-up mail, a full-page visit. Signed in, it verifies at once and redirects to
   * the sign-in screen's notice. Signed out, it leads to the verification screen, which asks for the
   * password or a passkey on the spot and then POSTs the token: one trip. The token stays unused until then.
   */
  @Get('verify-email')
  @Redirect()
  async verifyEmail(@Query('token') token: unknown, @Req() request: Request): Promise<{ url: string }> {
    const valid = typeof token === 'string' && token.length > 0 && token.length <= 200;
    const caller = request.authenticatedUser;
    if (valid && !caller) return { url: `/verify-email?token=${encodeURIComponent(token)}` };
    const verified =
      valid && caller ? await this.commandBus.execute(new VerifyEmailCommand(token, caller.id)) : false;
    return { url: verified ? '/signin?verified=1' : '/signin?error=verification-invalid' };
  }

  /**
   * The verification screen's call once its visitor has signed in: 200 `{ message }` when the link
   * was made for this account and is unused and current; 400 `{ message }` otherwise (a link opened
   * while signed in as someone else is refused, and stays usable by its owner).
   */
  @PostAction('verify-email')
  @UseGuards(SignedInGuard)
  async confirm(@CurrentUser() caller: AuthenticatedUser, @Body() body: VerifyEmailDto): Promise<Notice> {
    const verified = await this.commandBus.execute(new VerifyEmailCommand(body.token, caller.id));
    if (!verified) throw new InvalidVerificationLink();
    return { message: EMAIL_VERIFIED_MESSAGE };
  }
}
