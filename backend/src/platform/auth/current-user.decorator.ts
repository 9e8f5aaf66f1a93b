import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedUser } from './authenticated-user.js';

export type { AuthenticatedUser } from './authenticated-user.js';

/**
 * The signed-in caller, for handlers behind SignedInGuard or AdminGuard:
 * `me(@CurrentUser() user: AuthenticatedUser)`. Throws 401 if used without a signed-in user.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const user = context.switchToHttp().getRequest<Request>().authenticatedUser;
  if (!user) throw new UnauthorizedException('Unauthorized');
  return user satisfies AuthenticatedUser;
});
