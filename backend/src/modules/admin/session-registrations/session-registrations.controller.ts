import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { SessionRegistrationsQuery } from './session-registrations.query.js';

@Controller('api/admin/session-registrations')
@UseGuards(AdminGuard)
export class SessionRegistrationsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  list() {
    return this.queryBus.execute(new SessionRegistrationsQuery());
  }
}
