import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsCanonicalId } from '../../../platform/http/canonical-id.pipe.js';
import { IsStudioDate } from '../../../platform/http/date-rules.js';

export class RemoveRegistrationDto {
  @IsDefined({ message: 'userId is required' })
  @IsCanonicalId('userId must be a user id (a UUID)')
  userId: string;

  /** 0 Sunday … 6 Saturday. */
  @IsDefined({ message: 'dayOfWeek is required' })
  @IsInt({ message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)' })
  @Min(0, { message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)' })
  @Max(6, { message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)' })
  dayOfWeek: number;

  /** The session date, when the admin removes one registration they see on a roster (on `dayOfWeek`). */
  @IsOptional()
  @IsStudioDate('date')
  date?: string;
}
