import { IsIn, IsOptional } from 'class-validator';
import { IsStudioDate } from '../../../platform/http/date-rules.js';

export class UsersOverviewDto {
  /** The Eastern date the stats are as of (default today). */
  @IsOptional()
  @IsStudioDate('asOf')
  asOf?: string;

  /** "true" lists soft-deleted users too ("Show deleted"). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'includeDeleted must be true or false' })
  includeDeleted?: string;
}
