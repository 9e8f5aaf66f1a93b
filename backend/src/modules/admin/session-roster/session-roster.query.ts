import { Query } from '@nestjs/cqrs';
import type { SessionRoster } from '@sadhana/rules/admin-workspace';

/** One session's roster; `date` absent: the day's session while the day lasts, else the next one. */
export class SessionRosterQuery extends Query<SessionRoster> {
  constructor(readonly date: string | undefined) {
    super();
  }
}
