import { Query } from '@nestjs/cqrs';
import type { UsersOverview } from '@sadhana/rules/admin';
import type { UsersPage } from '@sadhana/rules/admin-workspace';
import type { UsersOverviewDto } from './users-overview.dto.js';

export class UsersOverviewQuery extends Query<UsersOverview | UsersPage> {
  constructor(readonly request: UsersOverviewDto) {
    super();
  }
}
