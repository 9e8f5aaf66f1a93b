import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FeeLedger } from '../../../domain/membership/fee-ledger.js';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { ListFeesQuery } from './list-fees.query.js';

@Controller('api/fees')
@UseGuards(SignedInGuard)
export class ListFeesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  fees(@CurrentUser() user: AuthenticatedUser): Promise<FeeLedger> {
    return this.queryBus.execute(new ListFeesQuery(user.id));
  }
}
