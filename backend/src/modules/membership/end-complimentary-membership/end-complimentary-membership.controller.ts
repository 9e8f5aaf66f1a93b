import { BadRequestException, Controller, Param, UseGuards } from '@nestjs/common';
import type { ComplimentaryGrant } from '@sadhana/rules/admin-workspace';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { CanonicalIdPipe, userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { ComplimentaryGrants } from '../complimentary-grants.js';

const grantIdPipe = new CanonicalIdPipe(() => new BadRequestException('grantId must be a grant id (a UUID)'));

@Controller('api/admin/user')
@UseGuards(AdminGuard)
export class EndComplimentaryMembershipController {
  constructor(private readonly grants: ComplimentaryGrants) {}

  /** Ends a complimentary membership today (one not yet begun covers no day). */
  @PostAction(':userId/complimentary-membership/:grantId/end')
  @RequireStepUp()
  end(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
    @Param('grantId', grantIdPipe) grantId: string,
  ): Promise<ComplimentaryGrant> {
    return this.grants.end(admin.id, userId, grantId);
  }
}
