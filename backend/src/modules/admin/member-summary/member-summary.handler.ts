import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminMemberSummary } from '@sadhana/rules/admin-workspace';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { UserNotFound } from '../../accounts/index.js';
import { ListFeesQuery } from '../../membership/index.js';
import { PracticeSchedule } from '../../practice-sessions/index.js';
import { studioNow } from '../shared/studio-now.js';
import { attendanceSummary } from './attendance-summary.queries.js';
import { MemberSummaryQuery } from './member-summary.query.js';

@QueryHandler(MemberSummaryQuery)
export class MemberSummaryHandler implements IQueryHandler<MemberSummaryQuery, AdminMemberSummary> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly schedule: PracticeSchedule,
  ) {}

  async execute({ userId }: MemberSummaryQuery): Promise<AdminMemberSummary> {
    const at = await studioNow(this.clock, this.schedule);
    // One round: an unknown user's ledger and grants read as empty, and the answer is a 404.
    const [{ known, attendance, membershipKind, complimentaryGrants, pausedUntil, pauses }, fees] =
      await Promise.all([
        attendanceSummary(this.dataSource, userId, at),
        this.queryBus.execute(new ListFeesQuery(userId)),
      ]);
    if (!known) throw new UserNotFound(userId);
    return { attendance, fees, membershipKind, complimentaryGrants, pausedUntil, pauses };
  }
}
