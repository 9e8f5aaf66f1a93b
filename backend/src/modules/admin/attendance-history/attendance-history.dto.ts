import { HISTORY_GROUPINGS, type HistoryGrouping } from '@sadhana/rules/admin-workspace';
import { ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCanonicalId } from '../../../platform/http/canonical-id.pipe.js';
import { IsStudioDate } from '../../../platform/http/date-rules.js';
import { PageDto } from '../shared/page.dto.js';

/**
 * Query of GET /api/admin/attendance-history. Without `page`: the last 30 days as one card per user,
 * the call's first shape. With `page`: one page of rows (person and session), filtered; with `by` as
 * well, one page of groups, by person or by session date.
 */
export class AttendanceHistoryDto extends PageDto {
  /** First Eastern date (default 29 days before `to`). */
  @IsOptional()
  @IsStudioDate('from')
  from?: string;

  /** Last Eastern date (default today). */
  @IsOptional()
  @IsStudioDate('to')
  to?: string;

  @IsOptional()
  @IsCanonicalId('userId must be a user id (a UUID)')
  userId?: string;

  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @IsOptional()
  @IsIn([...ATTENDANCE_STATUSES, 'none', 'attended'], {
    message: 'status must be one of the nine attendance statuses, none or attended',
  })
  status?: string;

  /** With `page`: one group per person (`member`) or per session date (`day`) instead of one row per entry. */
  @IsOptional()
  @IsIn(HISTORY_GROUPINGS, { message: `by must be one of ${HISTORY_GROUPINGS.join(', ')}` })
  by?: HistoryGrouping;
}
