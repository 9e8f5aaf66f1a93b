import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { IsOptional } from 'class-validator';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { IsStudioDate } from '../../../platform/http/date-rules.js';
import { SessionRosterQuery } from './session-roster.query.js';

class SessionRosterDto {
  /** The session's Eastern date (default: the next session that has not started). */
  @IsOptional()
  @IsStudioDate('date')
  date?: string;
}

@Controller('api/admin/roster')
@UseGuards(AdminGuard)
export class SessionRosterController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  roster(@Query() query: SessionRosterDto) {
    return this.queryBus.execute(new SessionRosterQuery(query.date));
  }
}
