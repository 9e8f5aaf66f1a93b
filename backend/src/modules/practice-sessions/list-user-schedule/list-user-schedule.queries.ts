import { Query } from '@nestjs/cqrs';
import type { AttendanceRecord } from '../../../projections/session-registration/session-registration.queries.js';

/** Registrations from the start of the 7-day window (two days ago) onwards. */
export class ListUserScheduleQuery extends Query<AttendanceRecord[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Registrations and statuses of the sessions that have begun (today's from its start), newest first. */
export class ListPastAttendanceQuery extends Query<AttendanceRecord[]> {
  constructor(readonly userId: string) {
    super();
  }
}
