import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import type { MembershipPauseView } from '@sadhana/rules/api';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard, SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { MembershipPauses } from '../membership-pauses.js';
import { PauseMembershipDto } from './pause-membership.dto.js';

/** The member pauses their own paid membership while away (1 to 8 weeks from today), or resumes it early. */
@Controller('api/subscription')
@UseGuards(SignedInGuard)
export class PauseMembershipController {
  constructor(private readonly pauses: MembershipPauses) {}

  @PostAction('pause')
  pause(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: PauseMembershipDto,
  ): Promise<MembershipPauseView> {
    return this.pauses.pause(user.id, user.id, body.weeks);
  }

  @PostAction('resume')
  resume(@CurrentUser() user: AuthenticatedUser): Promise<MembershipPauseView> {
    return this.pauses.resume(user.id, user.id);
  }
}

/** An admin pauses or resumes a member's paid membership for them: it moves money, so it asks for a step-up. */
@Controller('api/admin/user')
@UseGuards(AdminGuard)
export class AdminPauseMembershipController {
  constructor(private readonly pauses: MembershipPauses) {}

  @PostAction(':userId/membership/pause')
  @RequireStepUp()
  pause(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
    @Body() body: PauseMembershipDto,
  ): Promise<MembershipPauseView> {
    return this.pauses.pause(admin.id, userId, body.weeks);
  }

  @PostAction(':userId/membership/resume')
  @RequireStepUp()
  resume(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
  ): Promise<MembershipPauseView> {
    return this.pauses.resume(admin.id, userId);
  }
}
