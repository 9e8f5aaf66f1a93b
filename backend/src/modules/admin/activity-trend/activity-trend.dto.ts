import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsStudioDate } from '../../../platform/http/date-rules.js';

export class ActivityTrendDto {
  /** The last Eastern date of the trend (default today). */
  @IsOptional()
  @IsStudioDate('to')
  to?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number from 1 to 366' })
  @Min(1, { message: 'days must be a whole number from 1 to 366' })
  @Max(366, { message: 'days must be a whole number from 1 to 366' })
  days?: number;
}
