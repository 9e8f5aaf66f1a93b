import { ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import { IsDefined, IsIn, IsUUID, Matches, ValidateIf } from 'class-validator';

export class SetAttendanceStatusDto {
  @IsDefined({ message: 'userId is required' })
  @IsUUID('all', { message: 'userId must be a user id (a UUID)' })
  userId: string;

  /** The session's Eastern date. */
  @IsDefined({ message: 'date is required' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date like 2026-11-24' })
  date: string;

  /** One of the nine statuses, or null to clear it; it must be sent (undefined is not "none"). */
  @ValidateIf((_object, value) => value !== null)
  @IsDefined({ message: 'status is required (one of the nine statuses, or null to clear it)' })
  @IsIn(ATTENDANCE_STATUSES, { message: 'status must be one of the nine attendance statuses or null' })
  status: string | null;
}
