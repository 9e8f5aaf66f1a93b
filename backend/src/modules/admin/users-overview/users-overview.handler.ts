import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UsersOverview } from '@sadhana/rules/admin';
import type { UsersPage } from '@sadhana/rules/admin-workspace';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { statsDate } from '../shared/stats-date.js';
import { studioNow } from '../shared/studio-now.js';
import { UsersOverviewQuery } from './users-overview.query.js';
import { usersPage } from './users-page.queries.js';

@QueryHandler(UsersOverviewQuery)
export class UsersOverviewHandler implements IQueryHandler<UsersOverviewQuery, UsersOverview | UsersPage> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ request }: UsersOverviewQuery): Promise<UsersOverview | UsersPage> {
    const at = studioNow(this.clock);
    const asOf = statsDate('asOf', request.asOf, at.today);
    const paged = request.page !== undefined;
    const filter = {
      q: request.q,
      membership: request.membership,
      activity: request.activity,
      deleted: request.deleted ?? (!paged && request.includeDeleted === 'true' ? 'include' : 'hide'),
      sort: request.sort ?? (paged ? 'name' : 'joined'),
      order: request.order ?? (paged ? 'asc' : 'desc'),
      asOf,
    } as const;
    const page = paged ? { page: request.page as number, pageSize: request.pageSize } : null;
    const { rows, total, stats } = await usersPage(this.dataSource, filter, page, at);
    if (!page) return { users: rows.map(({ membershipKind: _, ...user }) => user), stats };
    return { items: rows, total, page: page.page, pageSize: page.pageSize, stats };
  }
}
