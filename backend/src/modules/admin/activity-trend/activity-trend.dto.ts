import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export class ActivityTrendDto {
  /** The last Eastern date of the trend (default today). */
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to must be a date like 2026-11-24' })
  to?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number from 1 to 366' })
  @Min(1, { message: 'days must be a whole number from 1 to 366' })
  @Max(366, { message: 'days must be a whole number from 1 to 366' })
  days?: number;
}
