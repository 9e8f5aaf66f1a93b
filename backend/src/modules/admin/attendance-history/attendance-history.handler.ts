import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AttendanceHistoryUser } from '@sadhana/rules/admin';
import type { AttendanceHistoryRow, Page } from '@sadhana/rules/admin-workspace';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { addDays } from '../../../platform/domain/eastern-time.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { JsonText } from '../../../platform/http/json-text.js';
import { PracticeSchedule } from '../../practice-sessions/index.js';
import { attendanceHistory } from '../session-registrations/admin-registrations.queries.js';
import { FIRST_STATS_DATE } from '../shared/stats-date.js';
import { studioNow } from '../shared/studio-now.js';
import { AttendanceHistoryQuery } from './attendance-history.query.js';
import { historyGroupsJson } from './history-groups.queries.js';
import { historyPageJson } from './history-page.queries.js';

export const HISTORY_DAYS = 30;
/** The longest range one request may ask about. */
const MAX_RANGE_DAYS = 366;

export class HistoryRangeInvalid extends DomainError {
  readonly kind = 'invalid';
}

/** The range a paged history or its CSV file asks about: the last 30 days up to `to` by default. */
export function historyRange(
  request: { from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  const to = request.to === undefined ? today : realDate('to', request.to);
  const from = request.from === undefined ? addDays(to, -(HISTORY_DAYS - 1)) : realDate('from', request.from);
  const latest = addDays(today, 2 * 366);
  if (from < FIRST_STATS_DATE || to > latest || from > to || addDays(from, MAX_RANGE_DAYS) <= to) {
    throw new HistoryRangeInvalid(
      `from and to must be dates from ${FIRST_STATS_DATE} to ${latest}, from no later than to, at most ${MAX_RANGE_DAYS} days apart`,
    );
  }
  return { from, to };
}

@QueryHandler(AttendanceHistoryQuery)
export class AttendanceHistoryHandler
  implements IQueryHandler<AttendanceHistoryQuery, AttendanceHistoryUser[] | JsonText>
{
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly schedule: PracticeSchedule,
  ) {}

  /**
   * Unpaged, the cards as objects; a page (a `Page<AttendanceHistoryRow>`, or with `by` a page of
   * HistoryMemberGroup or HistoryDayGroup) as the JSON text its statement wrote.
   */
  async execute({ request }: AttendanceHistoryQuery): Promise<AttendanceHistoryUser[] | JsonText> {
    const at = await studioNow(this.clock, this.schedule);
    if (request.page === undefined) {
      return attendanceHistory(this.dataSource, addDays(at.today, -(HISTORY_DAYS - 1)), at.today, at.now);
    }
    const { from, to } = historyRange(request, at.today);
    const page = { page: request.page, pageSize: request.pageSize };
    const filter = { from, to, userId: request.userId, q: request.q, status: request.status };
    const { itemsJson, total } = request.by
      ? await historyGroupsJson(this.dataSource, request.by, filter, page, at)
      : await historyPageJson(this.dataSource, filter, page, at);
    return JsonText.object({
      items: itemsJson,
      total: String(total),
      page: String(page.page),
      pageSize: String(page.pageSize),
    } satisfies Record<keyof Page<AttendanceHistoryRow>, string>);
  }
}
