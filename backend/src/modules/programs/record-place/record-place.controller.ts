import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ProgramBookingView } from '@sadhana/rules/programs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { programIdPipe } from '../shared/program-ids.js';
import { RecordPlaceCommand } from './record-place.command.js';
import { RecordPlaceDto } from './record-place.dto.js';

@Controller('api/admin/workshops/:programId')
@UseGuards(AdminGuard)
export class RecordPlaceController {
  constructor(private readonly commandBus: CommandBus) {}

  /** A place paid in cash (check, transfer, other) or given free, with a reason; 409 "Sold out" when none is left. */
  @PostAction('places')
  // It gives a place (and may let money go): a fresh second-factor check is asked for.
  @RequireStepUp()
  record(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('programId', programIdPipe) programId: string,
    @Body() body: RecordPlaceDto,
  ): Promise<ProgramBookingView> {
    return this.commandBus.execute(
      new RecordPlaceCommand(
        admin.id,
        programId,
        body.userId ? { userId: body.userId.toLowerCase() } : { email: body.email as string },
        body.method,
        body.reason,
      ),
    );
  }
}
