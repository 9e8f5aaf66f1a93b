import { Controller, Get, Logger, Next, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { NextFunction, Request, Response } from 'express';
import { startUserSession } from '../auth/session.js';
import { type GoogleIdentity, GooglePassport } from './google-passport.js';
import { GoogleSignInCommand } from './google-sign-in.handler.js';

export const GOOGLE_NOT_CONFIGURED_REDIRECT = '/signin?error=google-not-configured';

@Controller('api/auth')
export class GoogleSignInController {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly google: GooglePassport,
    private readonly commandBus: CommandBus,
  ) {}

  /** Full-page navigation to Google's consent screen, with a state kept in the session. */
  @Get('google')
  start(@Req() request: Request, @Res() response: Response, @Next() next: NextFunction): void {
    const passport = this.google.passport;
    if (!passport) {
      response.redirect(302, GOOGLE_NOT_CONFIGURED_REDIRECT);
      return;
    }
    passport.authenticate('google', { session: false })(request, response, next);
  }

  /** Google's redirect back: the state is checked, then the account is found, linked or created. */
  @Get('google/callback')
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    const passport = this.google.passport;
    if (!passport) return response.redirect(302, GOOGLE_NOT_CONFIGURED_REDIRECT);
    if (typeof request.query.code !== 'string' && typeof request.query.error !== 'string') {
      return response.redirect(302, '/signin?error=google-failed');
    }
    const identity = await new Promise<GoogleIdentity | undefined>((resolve) => {
      passport.authenticate('google', { session: false }, (error: unknown, user: unknown, info: unknown) => {
        if (error || !user) {
          this.logger.warn({
            message: 'Google sign-in refused',
            error: String(error ?? ''),
            info: JSON.stringify(info ?? null),
          });
          resolve(undefined);
        } else resolve(user as GoogleIdentity);
      })(request, response, () => resolve(undefined));
    });
    if (!identity) return response.redirect(302, '/signin?error=google-failed');
    const result = await this.commandBus.execute(new GoogleSignInCommand(identity));
    if ('refused' in result) return response.redirect(302, `/signin?error=google-${result.refused}`);
    await startUserSession(request, result.userId);
    response.redirect(302, '/');
  }
}
