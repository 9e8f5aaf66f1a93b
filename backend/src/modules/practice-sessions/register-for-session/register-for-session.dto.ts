import { IsBoolean, IsDefined } from 'class-validator';
import { IsStudioDate } from '../../../platform/http/date-rules.js';

export class RegisterForSessionDto {
  /** The session's date in America/New_York. */
  @IsDefined({ message: 'attendanceDate is required' })
  @IsStudioDate('attendanceDate')
  attendanceDate: string;

  @IsDefined({ message: 'attending is required' })
  @IsBoolean({ message: 'attending must be true or false' })
  attending: boolean;
}
