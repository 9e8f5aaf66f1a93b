import { Query } from '@nestjs/cqrs';
import type { AttendanceRecord } from '../../../projections/session-registration/session-registration.queries.js';

/** Registrations from the start of the 7-day window (two days ago) onwards. */
export class ListUserScheduleQuery extends Query<AttendanceRecord[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Registrations before today (Eastern), newest first. */
export class ListPastAttendanceQuery extends Query<AttendanceRecord[]> {
  constructor(readonly userId: string) {
    super();
  }
}
