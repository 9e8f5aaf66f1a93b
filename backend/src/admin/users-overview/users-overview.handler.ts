import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UsersOverview } from '@sadhana/rules/admin';
import { DataSource } from 'typeorm';
import { Clock } from '../../clock/clock.js';
import { studioDate } from '../../domain/time/eastern-time.js';
import { usersOverview } from '../../projections/admin-users-overview/users-overview.queries.js';
import { realDate } from '../shared/admin-dates.js';
import { UsersOverviewQuery } from './users-overview.query.js';

@QueryHandler(UsersOverviewQuery)
export class UsersOverviewHandler implements IQueryHandler<UsersOverviewQuery, UsersOverview> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  execute({ asOf, includeDeleted }: UsersOverviewQuery): Promise<UsersOverview> {
    const today = studioDate(this.clock.now());
    return usersOverview(this.dataSource, {
      today,
      asOf: asOf === undefined ? today : realDate('asOf', asOf),
      includeDeleted,
    });
  }
}
