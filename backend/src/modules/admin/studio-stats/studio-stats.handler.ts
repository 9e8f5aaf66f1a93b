import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminStats } from '@sadhana/rules/admin';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { statsAsOf } from '../../../projections/studio-members/studio-figures.queries.js';
import { statsDate } from '../shared/stats-date.js';
import { StudioStatsQuery } from './studio-stats.query.js';

@QueryHandler(StudioStatsQuery)
export class StudioStatsHandler implements IQueryHandler<StudioStatsQuery, AdminStats> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  execute({ asOf }: StudioStatsQuery): Promise<AdminStats> {
    return statsAsOf(this.dataSource, statsDate('asOf', asOf, studioDate(this.clock.now())));
  }
}
