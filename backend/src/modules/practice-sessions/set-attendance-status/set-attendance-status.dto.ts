import { ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import { IsDefined, IsIn, ValidateIf } from 'class-validator';
import { IsCanonicalId } from '../../../platform/http/canonical-id.pipe.js';
import { IsStudioDate } from '../../../platform/http/date-rules.js';

export class SetAttendanceStatusDto {
  @IsDefined({ message: 'userId is required' })
  @IsCanonicalId('userId must be a user id (a UUID)')
  userId: string;

  /** The session's Eastern date. */
  @IsDefined({ message: 'date is required' })
  @IsStudioDate('date')
  date: string;

  /** One of the nine statuses, or null to clear it; it must be sent (undefined is not "none"). */
  @ValidateIf((_object, value) => value !== null)
  @IsDefined({ message: 'status is required (one of the nine statuses, or null to clear it)' })
  @IsIn(ATTENDANCE_STATUSES, { message: 'status must be one of the nine attendance statuses or null' })
  status: string | null;
}
