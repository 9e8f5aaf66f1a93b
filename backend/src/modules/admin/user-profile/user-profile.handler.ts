import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { NO_MEMBERSHIP } from '../../../projections/membership/membership.queries.js';
import { readMemberships } from '../../../projections/membership/membership-source.js';
import { toUserView, UserEntity, UserNotFound } from '../../accounts/index.js';
import { type AdminUserProfile, UserProfileQuery } from './user-profile.query.js';

@QueryHandler(UserProfileQuery)
export class UserProfileHandler implements IQueryHandler<UserProfileQuery, AdminUserProfile> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: UserProfileQuery): Promise<AdminUserProfile> {
    // The entity never selects the password hash; toUserView drops what else must not leave.
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw new UserNotFound(userId);
    const today = studioDate(this.clock.now());
    const membership = (await readMemberships(this.dataSource, [userId], today)).get(userId);
    return toUserView(user, this.config, membership ?? NO_MEMBERSHIP) as AdminUserProfile;
  }
}
