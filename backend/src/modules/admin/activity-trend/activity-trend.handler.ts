import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ActivityTrendPoint } from '@sadhana/rules/admin';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { addDays, studioDate } from '../../../platform/domain/eastern-time.js';
import { trendBetween } from '../../../projections/studio-members/studio-figures.queries.js';
import { statsDate } from '../shared/stats-date.js';
import { ActivityTrendQuery } from './activity-trend.query.js';

@QueryHandler(ActivityTrendQuery)
export class ActivityTrendHandler implements IQueryHandler<ActivityTrendQuery, ActivityTrendPoint[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  execute({ to, days }: ActivityTrendQuery): Promise<ActivityTrendPoint[]> {
    const last = statsDate('to', to, studioDate(this.clock.now()));
    return trendBetween(this.dataSource, addDays(last, -(days - 1)), last);
  }
}
