import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../clock/clock.js';
import { type FeeLedger, feeLedger, type MembershipPeriod } from '../../domain/fees/fee-ledger.js';
import { sessionStart, studioDate } from '../../domain/time/eastern-time.js';
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
    const [records, members] = await Promise.all([
      listAttendance(this.dataSource, userId, { through: studioDate(now) }, 'DESC', 1000),
      this.dataSource.query<{ start: Date | null; end: Date | null; active: boolean }[]>(
        `SELECT membership_start_date AS start, membership_end_date AS "end", membership_active AS active
         FROM users WHERE id = $1`,
        [userId],
      ),
    ]);
    return feeLedger(
      records.map((r) => ({
        sessionDate: r.attendanceDate,
        attendanceStatus: r.attendanceStatus,
        practiceName: r.practiceName,
        sessionStartsAt: sessionStart(r.attendanceDate, r.practiceStartTime),
      })),
      membershipPeriods(members[0]),
      now,
    );
  }
}

/** The users table keeps the current (or last) membership; an inactive one without an end date never ran. */
function membershipPeriods(
  row: { start: Date | null; end: Date | null; active: boolean } | undefined,
): MembershipPeriod[] {
  if (!row?.start) return [];
  if (!row.active && !row.end) return [];
  return [{ start: studioDate(row.start), end: row.end ? studioDate(row.end) : null }];
}
