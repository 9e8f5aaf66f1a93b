import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { ActivityTrendDto } from './activity-trend.dto.js';
import { ActivityTrendQuery } from './activity-trend.query.js';

@Controller('api/admin/activity-trend')
@UseGuards(AdminGuard)
export class ActivityTrendController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  trend(@Query() query: ActivityTrendDto) {
    return this.queryBus.execute(new ActivityTrendQuery(query.to, query.days ?? 90));
  }
}
