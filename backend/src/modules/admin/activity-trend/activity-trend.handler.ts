import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ActivityTrendPoint } from '@sadhana/rules/admin';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { addDays, studioDate } from '../../../platform/domain/eastern-time.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { activityTrend } from '../activity/activity.queries.js';
import { activeMembersByDay } from '../users-overview/users-overview.queries.js';
import { ActivityTrendQuery } from './activity-trend.query.js';

@QueryHandler(ActivityTrendQuery)
export class ActivityTrendHandler implements IQueryHandler<ActivityTrendQuery, ActivityTrendPoint[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ to, days }: ActivityTrendQuery): Promise<ActivityTrendPoint[]> {
    const today = studioDate(this.clock.now());
    const last = to === undefined ? today : realDate('to', to);
    const points = await activityTrend(this.dataSource, addDays(last, -(days - 1)), last);
    const members = await activeMembersByDay(
      this.dataSource,
      points.map((p) => p.date),
      today,
    );
    return points.map((point, i) => ({ ...point, activeMembers: members[i] }));
  }
}
