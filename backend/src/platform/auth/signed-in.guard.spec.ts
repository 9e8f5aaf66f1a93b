import { type ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user.js';
import { AdminGuard, SignedInGuard } from './signed-in.guard.js';

const contextWith = (user?: AuthenticatedUser) =>
  ({
    switchToHttp: () => ({ getRequest: () => ({ authenticatedUser: user }) }),
  }) as unknown as ExecutionContext;

const member: AuthenticatedUser = {
  id: 'u1',
  email: 'm@example.com',
  firstName: 'M',
  lastName: null,
  isAdmin: false,
};

describe('SignedInGuard and AdminGuard', () => {
  it('SignedInGuard: 401 Unauthorized signed out, through when signed in', () => {
    expect(() => new SignedInGuard().canActivate(contextWith())).toThrow(
      new UnauthorizedException('Unauthorized'),
    );
    expect(new SignedInGuard().canActivate(contextWith(member))).toBe(true);
  });

  it('AdminGuard: 401 signed out, 403 for a member, through for an admin', () => {
    expect(() => new AdminGuard().canActivate(contextWith())).toThrow(UnauthorizedException);
    expect(() => new AdminGuard().canActivate(contextWith(member))).toThrow(ForbiddenException);
    expect(new AdminGuard().canActivate(contextWith({ ...member, isAdmin: true }))).toBe(true);
  });
});
