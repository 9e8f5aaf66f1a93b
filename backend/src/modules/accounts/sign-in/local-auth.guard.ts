import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { createValidationPipe } from '../../../platform/http/validation.js';
import { clientOf, tooManyAttempts } from '../sign-in-protection/auth-rate-limit.guard.js';
import { AuthRateLimiter } from '../sign-in-protection/auth-rate-limiter.js';
import { SignInDto } from './sign-in.dto.js';
import { INVALID_CREDENTIALS } from './sign-in.handler.js';

/**
 * Runs the 'local' strategy on a body validated first: guards run before pipes, so the DTO is checked
 * here with the app's own validation pipe (a malformed body stays a 400 with its message, never a 401,
 * and no argon2 work is spent on it). The strategy then reads the normalized email. The sign-in's
 * limits (AuthRateLimiter) frame the check: a client past its failures is refused for an account it
 * failed on, unchecked, and for a wrong password, after a delay; a right password is never held back.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  constructor(private readonly limiter: AuthRateLimiter) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    request.body = await this.validation.transform(request.body, { type: 'body', metatype: SignInDto });
    const client = clientOf(request);
    const account = `email:${(request.body as SignInDto).email}`;
    const begun = await this.limiter.beginSignIn(client, account);
    if (begun.refused) throw tooManyAttempts(response, begun.retryAfterMs);
    let signedIn: boolean;
    try {
      signedIn = (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) {
        // Not a wrong password (the server could not check it): the try counted ahead is taken back.
        await this.limiter.settleSignIn(client, account, true, begun);
        throw error;
      }
      const outcome = await this.limiter.settleSignIn(client, account, false, begun);
      if (!outcome.refused) throw error;
      await new Promise((resolve) => setTimeout(resolve, outcome.delayMs));
      throw tooManyAttempts(response, outcome.retryAfterMs);
    }
    await this.limiter.settleSignIn(client, account, signedIn, begun);
    return signedIn;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
