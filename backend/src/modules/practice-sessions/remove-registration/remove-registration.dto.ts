import { IsDefined, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { IsCanonicalId } from '../../../platform/http/canonical-id.pipe.js';

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
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date like 2026-11-24' })
  date?: string;
}
