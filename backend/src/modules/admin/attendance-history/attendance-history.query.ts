import { Query } from '@nestjs/cqrs';
import type { AttendanceHistoryUser } from '@sadhana/rules/admin';

/** The last 30 Eastern days up to today, one card per user. */
export class AttendanceHistoryQuery extends Query<AttendanceHistoryUser[]> {}
