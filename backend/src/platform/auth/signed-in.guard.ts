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

/** Every /api/admin call: 401 signed out, 403 for a signed-in non-admin. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.authenticatedUser) throw new UnauthorizedException('Unauthorized');
    if (!request.authenticatedUser.isAdmin) throw new ForbiddenException('Admin access required');
    return true;
  }
}
