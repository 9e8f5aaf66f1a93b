import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { MemberSummaryQuery } from './member-summary.query.js';

@Controller('api/admin/user')
@UseGuards(AdminGuard)
export class MemberSummaryController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':userId/summary')
  summary(@Param('userId', userIdPipe) userId: string) {
    return this.queryBus.execute(new MemberSummaryQuery(userId));
  }
}
