import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { JSON_CONTENT_TYPE, sendable } from '../../../platform/http/json-text.js';
import { UsersOverviewDto } from './users-overview.dto.js';
import { UsersOverviewQuery } from './users-overview.query.js';

@Controller('api/admin/users-overview')
@UseGuards(AdminGuard)
export class UsersOverviewController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async overview(@Query() query: UsersOverviewDto) {
    return sendable(await this.queryBus.execute(new UsersOverviewQuery(query)));
  }
}
