import { IsIn, IsOptional, Matches } from 'class-validator';

export class UsersOverviewDto {
  /** The Eastern date the stats are as of (default today). */
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'asOf must be a date like 2026-11-24' })
  asOf?: string;

  /** "true" lists soft-deleted users too ("Show deleted"). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'includeDeleted must be true or false' })
  includeDeleted?: string;
}
