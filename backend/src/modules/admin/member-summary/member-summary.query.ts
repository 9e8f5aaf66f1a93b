import { Query } from '@nestjs/cqrs';
import type { AdminMemberSummary } from '@sadhana/rules/admin-workspace';

/** A member's attendance, fees and membership for the user dialog. */
export class MemberSummaryQuery extends Query<AdminMemberSummary> {
  constructor(readonly userId: string) {
    super();
  }
}
