import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UsersOverview } from '@sadhana/rules/admin';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { usersOverview } from './users-overview.queries.js';
import { UsersOverviewQuery } from './users-overview.query.js';

@QueryHandler(UsersOverviewQuery)
export class UsersOverviewHandler implements IQueryHandler<UsersOverviewQuery, UsersOverview> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  execute({ asOf, includeDeleted }: UsersOverviewQuery): Promise<UsersOverview> {
    const now = this.clock.now();
    const today = studioDate(now);
    return usersOverview(this.dataSource, {
      now,
      today,
      asOf: asOf === undefined ? today : realDate('asOf', asOf),
      includeDeleted,
    });
  }
}
