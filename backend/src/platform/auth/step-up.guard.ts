import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '../clock/clock.js';

/** How long a second-factor check counts as fresh for a destructive action. */
export const STEP_UP_WINDOW_MS = 10 * 60_000;
export const STEP_UP_REQUIRED = 'step_up_required';

/**
 * Refuses the call with 403 `{ message, code: 'step_up_required' }` unless this session passed a
 * second-factor check (POST /api/auth/second-factor, a passkey, an enrolment) within the last
 * 10 minutes. Use it through `@RequireStepUp()`.
 */
@Injectable()
export class StepUpGuard implements CanActivate {
  constructor(private readonly clock: Clock) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().authenticatedUser;
    if (!user) throw new UnauthorizedException('Unauthorized');
    const checkedAt = user.secondFactorCheckedAt;
    if (checkedAt !== null && this.clock.now().getTime() - checkedAt <= STEP_UP_WINDOW_MS) return true;
    throw new ForbiddenException({
      message: 'Confirm it is you with your passkey or authenticator app to do this.',
      code: STEP_UP_REQUIRED,
    });
  }
}

/**
 * Put on every destructive call, and every admin action that mails members, moves money or changes
 * places (an admin's soft delete, restore, removing a registration, cancelling or restoring a class,
 * a capacity, recording or waiving a fee, granting or ending a complimentary membership; a member
 * removing a factor), after the class's AdminGuard or SignedInGuard:
 *
 *   @Delete(':userId')
 *   @RequireStepUp()
 *   remove(...) {}
 *
 * The screens answer its 403 `step_up_required` by asking for a code or a passkey in the action's
 * own dialog, then repeat the call.
 */
export const RequireStepUp = () => applyDecorators(UseGuards(StepUpGuard));
