import type { UserMembershipFilter } from '@sadhana/rules/admin-workspace';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsStudioDate } from '../../../platform/http/date-rules.js';
import { PageDto } from '../shared/page.dto.js';

/**
 * Query of GET /api/admin/users-overview. Without `page` it answers every user with the stats, the
 * users overview's first shape; with `page`, one page of the filtered, sorted users and the stats.
 */
export class UsersOverviewDto extends PageDto {
  /** The Eastern date the activity and stats are as of (default today; never later). */
  @IsOptional()
  @IsStudioDate('asOf')
  asOf?: string;

  /** Unpaged: "true" lists soft-deleted users too ("Show deleted"). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'includeDeleted must be true or false' })
  includeDeleted?: string;

  /** A prefix of a name or email. */
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @IsOptional()
  @IsIn(['member', 'free', 'complimentary', 'paused'], {
    message: 'membership must be member, free, complimentary or paused',
  })
  membership?: UserMembershipFilter;

  @IsOptional()
  @IsIn(['DAU', 'WAU', 'MAU', 'other'], { message: 'activity must be DAU, WAU, MAU or other' })
  activity?: 'DAU' | 'WAU' | 'MAU' | 'other';

  @IsOptional()
  @IsIn(['hide', 'only', 'include'], { message: 'deleted must be hide, only or include' })
  deleted?: 'hide' | 'only' | 'include';

  @IsOptional()
  @IsIn(['name', 'email', 'joined', 'lastActive'], {
    message: 'sort must be name, email, joined or lastActive',
  })
  sort?: 'name' | 'email' | 'joined' | 'lastActive';

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order must be asc or desc' })
  order?: 'asc' | 'desc';
}
