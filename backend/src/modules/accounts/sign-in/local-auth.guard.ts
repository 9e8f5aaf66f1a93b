import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../../platform/http/validation.js';
import { AccountAttempts } from '../sign-in-protection/account-attempts.js';
import { SignInDto } from './sign-in.dto.js';
import { INVALID_CREDENTIALS } from './sign-in.handler.js';

/**
 * Runs the 'local' strategy on a body validated first: guards run before pipes, so the DTO is checked
 * here with the app's own validation pipe (a malformed body stays a 400 with its message, never a 401,
 * and no argon2 work is spent on it). The strategy then reads the normalized email.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  constructor(private readonly attempts: AccountAttempts) {
    super();
  }

  /** The attempt is settled with its outcome: a failure's reply may wait, the owner's success does not. */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    let signedIn: boolean;
    try {
      request.body = await this.validation.transform(request.body, { type: 'body', metatype: SignInDto });
      signedIn = (await super.canActivate(context)) as boolean;
    } catch (error) {
      await this.attempts.settle(request, false);
      throw error;
    }
    await this.attempts.settle(request, signedIn);
    return signedIn;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
