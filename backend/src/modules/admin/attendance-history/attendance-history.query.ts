import { Query } from '@nestjs/cqrs';
import type { AttendanceHistoryUser } from '@sadhana/rules/admin';
import type { AttendanceHistoryRow, Page } from '@sadhana/rules/admin-workspace';
import type { AttendanceHistoryDto } from './attendance-history.dto.js';

/** The history: unpaged, the last 30 Eastern days one card per user; paged, filtered rows. */
export class AttendanceHistoryQuery extends Query<AttendanceHistoryUser[] | Page<AttendanceHistoryRow>> {
  constructor(readonly request: AttendanceHistoryDto) {
    super();
  }
}
