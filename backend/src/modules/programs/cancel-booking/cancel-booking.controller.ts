import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ProgramBookingView } from '@sadhana/rules/programs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard, SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { bookingIdPipe, programIdPipe } from '../shared/program-ids.js';
import { ReasonDto } from '../shared/reason.dto.js';
import { CancelBookingCommand } from './cancel-booking.command.js';

@Controller('api/my-programs/:bookingId')
@UseGuards(SignedInGuard)
export class CancelMyBookingController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * The holder cancels: refunded by the terms' schedule from now (more than 7 days before the start
   * 10% of what was paid, 1 to 7 days 5%, on the day nothing). Someone else's booking is a 404.
   */
  @PostAction('cancel')
  cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Param('bookingId', bookingIdPipe) bookingId: string,
  ): Promise<ProgramBookingView> {
    return this.commandBus.execute(new CancelBookingCommand(bookingId, 'member', user.id, null));
  }
}

@Controller('api/admin/workshops/:programId/bookings/:bookingId')
@UseGuards(AdminGuard)
export class AdminCancelBookingController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The studio cancels one person's place, refunded in full, with a reason both can read. */
  @PostAction('cancel')
  // It moves money and changes places: a fresh second-factor check is asked for.
  @RequireStepUp()
  cancel(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('programId', programIdPipe) programId: string,
    @Param('bookingId', bookingIdPipe) bookingId: string,
    @Body() body: ReasonDto,
  ): Promise<ProgramBookingView> {
    return this.commandBus.execute(
      new CancelBookingCommand(bookingId, 'admin', admin.id, body.reason, programId),
    );
  }
}
