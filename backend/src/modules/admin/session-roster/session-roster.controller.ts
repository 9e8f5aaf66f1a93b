import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { IsOptional, Matches } from 'class-validator';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { SessionRosterQuery } from './session-roster.query.js';

class SessionRosterDto {
  /** The session's Eastern date (default: the next session that has not started). */
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date like 2026-11-24' })
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
