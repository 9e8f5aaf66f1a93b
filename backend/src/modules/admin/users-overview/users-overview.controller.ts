import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { UsersOverviewDto } from './users-overview.dto.js';
import { UsersOverviewQuery } from './users-overview.query.js';

@Controller('api/admin/users-overview')
@UseGuards(AdminGuard)
export class UsersOverviewController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  overview(@Query() query: UsersOverviewDto) {
    return this.queryBus.execute(new UsersOverviewQuery(query));
  }
}
