import { Controller, Get, UseGuards } from '@nestjs/common';
import type { MyProgramBooking } from '@sadhana/rules/programs';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { Clock } from '../../../platform/clock/clock.js';
import { bookingsOf } from '../../../projections/program-bookings/program-bookings.queries.js';

@Controller('api/my-programs')
@UseGuards(SignedInGuard)
export class MyProgramsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The caller's bookings with their programs and status (waiting, paid, cancelled, refunded), to come first. */
  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<MyProgramBooking[]> {
    return bookingsOf(this.dataSource, user.id, this.clock.now());
  }
}
