import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PageDto } from '../shared/page.dto.js';
import { AuditTrailQuery } from './audit-trail.query.js';

@Controller('api/admin/user')
@UseGuards(AdminGuard)
export class AuditTrailController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':userId/audit-trail')
  trail(@Param('userId', userIdPipe) userId: string, @Query() query: PageDto) {
    return this.queryBus.execute(new AuditTrailQuery(userId, query));
  }
}
