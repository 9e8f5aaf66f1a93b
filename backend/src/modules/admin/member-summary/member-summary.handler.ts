import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminMemberSummary } from '@sadhana/rules/admin-workspace';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { assertUserExists } from '../../accounts/index.js';
import { complimentaryGrantsOf, ListFeesQuery } from '../../membership/index.js';
import { membershipKinds } from '../shared/membership-kinds.js';
import { attendanceSummary } from './attendance-summary.queries.js';
import { MemberSummaryQuery } from './member-summary.query.js';

@QueryHandler(MemberSummaryQuery)
export class MemberSummaryHandler implements IQueryHandler<MemberSummaryQuery, AdminMemberSummary> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: MemberSummaryQuery): Promise<AdminMemberSummary> {
    await assertUserExists(this.dataSource, userId);
    const now = this.clock.now();
    const today = studioDate(now);
    const [attendance, fees, kinds, complimentaryGrants] = await Promise.all([
      attendanceSummary(this.dataSource, userId, { today, now }),
      this.queryBus.execute(new ListFeesQuery(userId)),
      membershipKinds(this.dataSource, [userId], today),
      complimentaryGrantsOf(this.dataSource, userId),
    ]);
    return { attendance, fees, membershipKind: kinds.get(userId) ?? 'none', complimentaryGrants };
  }
}
