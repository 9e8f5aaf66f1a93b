import { Query } from '@nestjs/cqrs';
import type { UsersOverview } from '@sadhana/rules/admin';

export class UsersOverviewQuery extends Query<UsersOverview> {
  constructor(
    readonly asOf: string | undefined,
    readonly includeDeleted: boolean,
  ) {
    super();
  }
}
