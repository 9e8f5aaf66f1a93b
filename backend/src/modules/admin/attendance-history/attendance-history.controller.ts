import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { AttendanceHistoryDto } from './attendance-history.dto.js';
import { AttendanceHistoryQuery } from './attendance-history.query.js';

@Controller('api/admin/attendance-history')
@UseGuards(AdminGuard)
export class AttendanceHistoryController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  list(@Query() query: AttendanceHistoryDto) {
    return this.queryBus.execute(new AttendanceHistoryQuery(query));
  }
}
