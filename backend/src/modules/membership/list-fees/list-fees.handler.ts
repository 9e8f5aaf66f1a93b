import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  type FeeLedger,
  feeLedger,
  lessPauses,
  type MembershipPeriod,
} from '../../../domain/membership/fee-ledger.js';
import { Clock } from '../../../platform/clock/clock.js';
import { sessionStart, studioDate } from '../../../platform/domain/eastern-time.js';
import { feeLedgerFactsOf } from './fee-ledger-facts.queries.js';
import { ListFeesQuery } from './list-fees.query.js';

@QueryHandler(ListFeesQuery)
export class ListFeesHandler implements IQueryHandler<ListFeesQuery, FeeLedger> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: ListFeesQuery): Promise<FeeLedger> {
    const now = this.clock.now();
    const { records, periods, pauses, settled, credits, paymentsTaken } = await feeLedgerFactsOf(
      this.dataSource,
      userId,
      studioDate(now),
    );
    return feeLedger(
      records.map((r) => ({
        sessionDate: r.attendanceDate,
        attendanceStatus: r.attendanceStatus,
        practiceName: r.practiceName,
        sessionStartsAt: sessionStart(r.attendanceDate, r.practiceStartTime),
      })),
      lessPauses(periods.map(toSessionDates), pauses),
      now,
      settled,
      credits,
      paymentsTaken,
    );
  }
}

/** The ledger compares Eastern session dates: a period covers the dates its instants fall on. */
function toSessionDates(period: { id: string; start: Date; end: Date | null }): MembershipPeriod {
  return { id: period.id, start: studioDate(period.start), end: period.end ? studioDate(period.end) : null };
}
