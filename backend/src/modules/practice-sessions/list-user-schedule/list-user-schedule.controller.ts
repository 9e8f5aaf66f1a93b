import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import type { AttendanceRecord } from '../../../projections/session-registration/session-registration.queries.js';
import { ListPastAttendanceQuery, ListUserScheduleQuery } from './list-user-schedule.queries.js';

@Controller('api')
@UseGuards(SignedInGuard)
export class ListUserScheduleController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('user-schedule')
  schedule(@CurrentUser() user: AuthenticatedUser): Promise<AttendanceRecord[]> {
    return this.queryBus.execute(new ListUserScheduleQuery(user.id));
  }

  @Get('user-past-attendance')
  past(@CurrentUser() user: AuthenticatedUser): Promise<AttendanceRecord[]> {
    return this.queryBus.execute(new ListPastAttendanceQuery(user.id));
  }
}
