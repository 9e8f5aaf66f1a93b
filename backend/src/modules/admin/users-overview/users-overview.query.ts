import { Query } from '@nestjs/cqrs';
import type { UsersOverview } from '@sadhana/rules/admin';
import type { JsonText } from '../../../platform/http/json-text.js';
import type { UsersOverviewDto } from './users-overview.dto.js';

/** The unpaged overview, or a page of users (a `UsersPage`) as JSON text. */
export class UsersOverviewQuery extends Query<UsersOverview | JsonText> {
  constructor(readonly request: UsersOverviewDto) {
    super();
  }
}
