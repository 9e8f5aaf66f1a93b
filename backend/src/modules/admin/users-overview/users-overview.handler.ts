import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UsersOverview } from '@sadhana/rules/admin';
import type { UsersPage } from '@sadhana/rules/admin-workspace';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { JsonText } from '../../../platform/http/json-text.js';
import { PracticeSchedule } from '../../practice-sessions/index.js';
import { statsDate } from '../shared/stats-date.js';
import { studioNow } from '../shared/studio-now.js';
import { UsersOverviewQuery } from './users-overview.query.js';
import { usersPage, usersPageJson } from './users-page.queries.js';

@QueryHandler(UsersOverviewQuery)
export class UsersOverviewHandler implements IQueryHandler<UsersOverviewQuery, UsersOverview | JsonText> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly schedule: PracticeSchedule,
  ) {}

  /** The unpaged overview as objects; a page (a `UsersPage`) as the JSON text its statement wrote. */
  async execute({ request }: UsersOverviewQuery): Promise<UsersOverview | JsonText> {
    const at = await studioNow(this.clock, this.schedule);
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
    if (!paged) {
      const { rows, stats } = await usersPage(this.dataSource, filter, null, at);
      // The unpaged shape keeps the specification's fields (the pages add the kind and the pause).
      return {
        users: rows.map(({ membershipKind: _, paused: _paused, pausedUntil: _until, ...user }) => user),
        stats,
      };
    }
    const page = { page: request.page as number, pageSize: request.pageSize };
    const { itemsJson, total, stats } = await usersPageJson(this.dataSource, filter, page, at);
    return JsonText.object({
      items: itemsJson,
      total: String(total),
      page: String(page.page),
      pageSize: String(page.pageSize),
      stats: JSON.stringify(stats),
    } satisfies Record<keyof UsersPage, string>);
  }
}
