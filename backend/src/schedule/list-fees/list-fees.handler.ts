import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../clock/clock.js';
import { type FeeLedger, feeLedger, type MembershipPeriod } from '../../domain/fees/fee-ledger.js';
import { sessionStart, studioDate } from '../../domain/time/eastern-time.js';
import { paidFeesOf } from '../../projections/fee-payment/fee-payment.queries.js';
import { membershipPeriodsOf } from '../../projections/membership/membership.queries.js';
import { listAttendance } from '../../projections/session-registration/session-registration.queries.js';
import { ListFeesQuery } from './list-fees.query.js';

@QueryHandler(ListFeesQuery)
export class ListFeesHandler implements IQueryHandler<ListFeesQuery, FeeLedger> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: ListFeesQuery): Promise<FeeLedger> {
    const now = this.clock.now();
    const [records, periods, paid] = await Promise.all([
      listAttendance(this.dataSource, userId, { through: studioDate(now) }, 'DESC', 1000),
      membershipPeriodsOf(this.dataSource, userId),
      paidFeesOf(this.dataSource, userId),
    ]);
    return feeLedger(
      records.map((r) => ({
        sessionDate: r.attendanceDate,
        attendanceStatus: r.attendanceStatus,
        practiceName: r.practiceName,
        sessionStartsAt: sessionStart(r.attendanceDate, r.practiceStartTime),
      })),
      periods.map(toSessionDates),
      now,
      paid,
    );
  }
}

/** The ledger compares Eastern session dates: a period covers the dates its instants fall on. */
function toSessionDates(period: { start: Date; end: Date | null }): MembershipPeriod {
  return { start: studioDate(period.start), end: period.end ? studioDate(period.end) : null };
}
