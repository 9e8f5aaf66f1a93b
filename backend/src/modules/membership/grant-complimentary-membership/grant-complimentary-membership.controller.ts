import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import type { ComplimentaryGrant } from '@sadhana/rules/admin-workspace';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { ComplimentaryGrants } from '../complimentary-grants.js';
import { GrantComplimentaryMembershipDto } from './grant-complimentary-membership.dto.js';

@Controller('api/admin/user')
@UseGuards(AdminGuard)
export class GrantComplimentaryMembershipController {
  constructor(private readonly grants: ComplimentaryGrants) {}

  /** A membership without Stripe (a gift, a scholarship), for whole Eastern days. */
  @PostAction(':userId/complimentary-membership')
  @RequireStepUp()
  grant(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
    @Body() body: GrantComplimentaryMembershipDto,
  ): Promise<ComplimentaryGrant> {
    return this.grants.grant(admin.id, userId, body);
  }
}
