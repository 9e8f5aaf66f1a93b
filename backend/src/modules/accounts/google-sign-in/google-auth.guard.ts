import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';

export const GOOGLE_NOT_CONFIGURED_REDIRECT = '/signin?error=google-not-configured';
export const GOOGLE_FAILED_REDIRECT = '/signin?error=google-failed';

/** Ends a Google sign-in step with a redirect to the sign-in screen (answered by GoogleRedirectFilter). */
export class GoogleSignInRedirect extends Error {
  constructor(readonly location: string) {
    super(`redirect to ${location}`);
  }
}

/** The browser is on a full-page navigation: every refusal is a redirect, never a JSON error. */
@Catch(GoogleSignInRedirect)
export class GoogleRedirectFilter implements ExceptionFilter {
  catch(redirect: GoogleSignInRedirect, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().redirect(302, redirect.location);
  }
}

/**
 * `GET /api/auth/google`: the 'google' strategy redirects to Google's consent screen with a state kept
 * in the session. Without a client id the strategy is not registered and this answers the
 * not-configured redirect instead.
 */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.google) throw new GoogleSignInRedirect(GOOGLE_NOT_CONFIGURED_REDIRECT);
    this.refuseEarly(context.switchToHttp().getRequest<Request>());
    return (await super.canActivate(context)) as boolean;
  }

  /** A hook for the callback's own checks before the strategy runs. */
  protected refuseEarly(_request: Request): void {}

  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error || !user) {
      this.logger.warn({
        message: 'Google sign-in refused',
        error: String(error ?? ''),
        info: JSON.stringify(info ?? null),
      });
      throw new GoogleSignInRedirect(GOOGLE_FAILED_REDIRECT);
    }
    return user;
  }
}

/**
 * Google's redirect back: the strategy checks the state against the session, exchanges the code and
 * reads the profile into `request.user` (a GoogleIdentity). A callback with neither a code nor an
 * error is refused here, since the strategy would otherwise start a new authorization.
 */
@Injectable()
export class GoogleCallbackGuard extends GoogleAuthGuard {
  protected override refuseEarly(request: Request): void {
    if (typeof request.query.code !== 'string' && typeof request.query.error !== 'string')
      throw new GoogleSignInRedirect(GOOGLE_FAILED_REDIRECT);
  }
}
