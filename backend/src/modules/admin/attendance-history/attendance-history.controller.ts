import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { JSON_CONTENT_TYPE, sendable } from '../../../platform/http/json-text.js';
import { AttendanceHistoryDto } from './attendance-history.dto.js';
import { AttendanceHistoryQuery } from './attendance-history.query.js';

@Controller('api/admin/attendance-history')
@UseGuards(AdminGuard)
export class AttendanceHistoryController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async list(@Query() query: AttendanceHistoryDto) {
    return sendable(await this.queryBus.execute(new AttendanceHistoryQuery(query)));
  }
}
