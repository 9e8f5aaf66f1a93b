import { IsBoolean, IsDefined, Matches } from 'class-validator';

export class RegisterForSessionDto {
  /** The session's date in America/New_York. */
  @IsDefined({ message: 'attendanceDate is required' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'attendanceDate must be a date like 2026-11-24' })
  attendanceDate: string;

  @IsDefined({ message: 'attending is required' })
  @IsBoolean({ message: 'attending must be true or false' })
  attending: boolean;
}
