import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock.js';
import { addDays, dayOfWeek, studioDate } from '../../../../platform/domain/eastern-time.js';
import { cancelledDatesBetween } from '../../../../projections/session-cancellation/session-cancellation.queries.js';
import { PracticeEntity } from '../practice.entity.js';
import { ListPracticesQuery, type PracticeView } from './list-practices.query.js';

/** The coming week (today and the 6 days after it) is what the landing and member schedules show. */
const WEEK_AHEAD_DAYS = 6;

@QueryHandler(ListPracticesQuery)
export class ListPracticesHandler implements IQueryHandler<ListPracticesQuery, PracticeView[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<PracticeView[]> {
    const today = studioDate(this.clock.now());
    const [practices, cancelled] = await Promise.all([
      this.dataSource.getRepository(PracticeEntity).find({ order: { dayOfWeek: 'ASC' } }),
      cancelledDatesBetween(this.dataSource, today, addDays(today, WEEK_AHEAD_DAYS)),
    ]);
    return practices.map(({ id, dayOfWeek: day, name, description, isWeekend, startTime, endTime }) => ({
      id,
      dayOfWeek: day,
      name,
      description,
      isWeekend,
      startTime,
      endTime,
      cancelledDates: cancelled.filter((c) => dayOfWeek(c.date) === day),
    }));
  }
}
