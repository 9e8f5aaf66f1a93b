import { type ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user.js';
import { AdminGuard, SignedInGuard } from './signed-in.guard.js';
import { StepUpGuard } from './step-up.guard.js';

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
  secondFactorEnrolled: false,
  secondFactorCheckedAt: null,
};
const NOW = Date.parse('2026-11-24T12:00:00Z');
const clock = { now: () => new Date(NOW) };

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
    expect(
      new AdminGuard().canActivate(
        contextWith({ ...member, isAdmin: true, secondFactorEnrolled: true, secondFactorCheckedAt: NOW }),
      ),
    ).toBe(true);
  });

  it('AdminGuard: 403 second_factor_required for an admin without a factor, or whose session has not passed it', () => {
    const forbiddenWith = (user: AuthenticatedUser) => {
      try {
        new AdminGuard().canActivate(contextWith(user));
      } catch (error) {
        return [(error as ForbiddenException).getStatus(), (error as ForbiddenException).getResponse()];
      }
      return 'let through';
    };
    const admin = { ...member, isAdmin: true };
    expect(forbiddenWith(admin)).toEqual([403, expect.objectContaining({ code: 'second_factor_required' })]);
    expect(forbiddenWith({ ...admin, secondFactorEnrolled: true })).toEqual([
      403,
      expect.objectContaining({ code: 'second_factor_required' }),
    ]);
  });

  it('StepUpGuard: through within 10 minutes of a check, 403 step_up_required after or without one', () => {
    const guard = new StepUpGuard(clock);
    const checkedAgo = (ms: number | null) =>
      contextWith({
        ...member,
        secondFactorEnrolled: true,
        secondFactorCheckedAt: ms === null ? null : NOW - ms,
      });
    expect(guard.canActivate(checkedAgo(10 * 60_000))).toBe(true);
    for (const context of [checkedAgo(10 * 60_000 + 1), checkedAgo(null)]) {
      expect(() => guard.canActivate(context)).toThrow(
        expect.objectContaining({ response: expect.objectContaining({ code: 'step_up_required' }) }),
      );
    }
    expect(() => guard.canActivate(contextWith())).toThrow(UnauthorizedException);
  });
});
