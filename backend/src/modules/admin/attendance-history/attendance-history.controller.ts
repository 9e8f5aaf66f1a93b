import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { AttendanceHistoryQuery } from './attendance-history.query.js';

@Controller('api/admin/attendance-history')
@UseGuards(AdminGuard)
export class AttendanceHistoryController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  list() {
    return this.queryBus.execute(new AttendanceHistoryQuery());
  }
}
