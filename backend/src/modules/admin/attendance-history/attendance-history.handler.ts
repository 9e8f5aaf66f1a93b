import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AttendanceHistoryUser } from '@sadhana/rules/admin';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { addDays, studioDate } from '../../../platform/domain/eastern-time.js';
import { attendanceHistory } from '../session-registrations/admin-registrations.queries.js';
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
    const now = this.clock.now();
    const today = studioDate(now);
    return attendanceHistory(this.dataSource, addDays(today, -(HISTORY_DAYS - 1)), today, now);
  }
}
