import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { IsOptional } from 'class-validator';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { IsStudioDate } from '../../../platform/http/date-rules.js';
import { StudioStatsQuery } from './studio-stats.query.js';

class StudioStatsDto {
  /** The Eastern date the figures are as of (default today; never later). */
  @IsOptional()
  @IsStudioDate('asOf')
  asOf?: string;
}

@Controller('api/admin/stats')
@UseGuards(AdminGuard)
export class StudioStatsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  stats(@Query() query: StudioStatsDto) {
    return this.queryBus.execute(new StudioStatsQuery(query.asOf));
  }
}
