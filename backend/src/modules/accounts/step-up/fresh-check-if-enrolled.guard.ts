import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { StepUpGuard } from '../../../platform/auth/step-up.guard.js';

/**
 * Changing an account's factors asks for a fresh check of one it has (a stolen session must not
 * add its own authenticator or remove the owner's); the very first factor has nothing to check.
 */
@Injectable()
export class FreshCheckIfEnrolledGuard implements CanActivate {
  constructor(private readonly stepUp: StepUpGuard) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().authenticatedUser;
    if (!user) throw new UnauthorizedException('Unauthorized');
    return user.secondFactorEnrolled ? this.stepUp.canActivate(context) : true;
  }
}
