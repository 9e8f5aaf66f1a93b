import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';

/**
 * Refuses a signed-out caller with 401 `{ message: 'Unauthorized' }` (the frontend reads 401 +
 * 'Unauthorized' as "signed out"). The session-user middleware has already loaded the user fresh,
 * so a soft-deleted account is refused here too.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.authenticatedUser) throw new UnauthorizedException('Unauthorized');
    return true;
  }
}

export const SECOND_FACTOR_REQUIRED = 'second_factor_required';

/**
 * Every /api/admin call: 401 signed out, 403 for a signed-in non-admin, and 403
 * `{ message, code: 'second_factor_required' }` for an admin until the account has a second factor
 * and this session has passed it (an admin's password alone, or one Google sign-in, opens nothing).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.authenticatedUser;
    if (!user) throw new UnauthorizedException('Unauthorized');
    if (!user.isAdmin) throw new ForbiddenException('Admin access required');
    if (!user.secondFactorEnrolled)
      throw new ForbiddenException({
        message: 'Set up a passkey or an authenticator app before using the admin pages.',
        code: SECOND_FACTOR_REQUIRED,
      });
    if (user.secondFactorCheckedAt === null)
      throw new ForbiddenException({
        message: 'Confirm it is you with your passkey or authenticator app before using the admin pages.',
        code: SECOND_FACTOR_REQUIRED,
      });
    return true;
  }
}
