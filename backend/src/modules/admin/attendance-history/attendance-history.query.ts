import { Query } from '@nestjs/cqrs';
import type { AttendanceHistoryUser } from '@sadhana/rules/admin';
import type { JsonText } from '../../../platform/http/json-text.js';
import type { AttendanceHistoryDto } from './attendance-history.dto.js';

/** The history: unpaged, the last 30 Eastern days one card per user; paged, filtered rows (as JSON text). */
export class AttendanceHistoryQuery extends Query<AttendanceHistoryUser[] | JsonText> {
  constructor(readonly request: AttendanceHistoryDto) {
    super();
  }
}
