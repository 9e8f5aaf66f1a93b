import { Query } from '@nestjs/cqrs';
import type { SessionRoster } from '@sadhana/rules/admin-workspace';

/** One session's roster; `date` absent: the next session that has not started. */
export class SessionRosterQuery extends Query<SessionRoster> {
  constructor(readonly date: string | undefined) {
    super();
  }
}
