import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AttendanceHistoryUser } from '@sadhana/rules/admin';
import { DataSource } from 'typeorm';
import { Clock } from '../../clock/clock.js';
import { addDays, studioDate } from '../../domain/time/eastern-time.js';
import { attendanceHistory } from '../../projections/admin-registrations/admin-registrations.queries.js';
import { AttendanceHistoryQuery } from './attendance-history.query.js';

export const HISTORY_DAYS = 30;

@QueryHandler(AttendanceHistoryQuery)
export class AttendanceHistoryHandler
  implements IQueryHandler<AttendanceHistoryQuery, AttendanceHistoryUser[]>
{
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<AttendanceHistoryUser[]> {
    const today = studioDate(this.clock.now());
    return attendanceHistory(this.dataSource, addDays(today, -(HISTORY_DAYS - 1)), today, today);
  }
}
