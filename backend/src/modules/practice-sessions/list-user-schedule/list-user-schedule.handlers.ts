import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { WINDOW_DAYS_BEFORE } from '../../../domain/practice-sessions/practice-session.js';
import { Clock } from '../../../platform/clock/clock.js';
import { addDays, lastBegunDate, studioDate } from '../../../platform/domain/eastern-time.js';
import {
  type AttendanceRecord,
  listAttendance,
} from '../../../projections/session-registration/session-registration.queries.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import { ListPastAttendanceQuery, ListUserScheduleQuery } from './list-user-schedule.queries.js';

/** A member's past list is bounded: a year of daily practice. */
const PAST_LIMIT = 366;

@QueryHandler(ListUserScheduleQuery)
export class ListUserScheduleHandler implements IQueryHandler<ListUserScheduleQuery, AttendanceRecord[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  execute({ userId }: ListUserScheduleQuery): Promise<AttendanceRecord[]> {
    const windowStart = addDays(studioDate(this.clock.now()), -WINDOW_DAYS_BEFORE);
    return listAttendance(this.dataSource, userId, { from: windowStart }, 'ASC', 100);
  }
}

@QueryHandler(ListPastAttendanceQuery)
export class ListPastAttendanceHandler implements IQueryHandler<ListPastAttendanceQuery, AttendanceRecord[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly schedule: PracticeSchedule,
  ) {}

  /**
   * A session is past for the member once it has begun: today's too, from its start, so a walk-in or a
   * status the admin recorded this morning (and the fee it brings) is in the member's history the same day.
   */
  async execute({ userId }: ListPastAttendanceQuery): Promise<AttendanceRecord[]> {
    const now = this.clock.now();
    const today = studioDate(now);
    const begunThrough = lastBegunDate(today, await this.schedule.sessionStartOn(today), now);
    return listAttendance(this.dataSource, userId, { through: begunThrough }, 'DESC', PAST_LIMIT);
  }
}
