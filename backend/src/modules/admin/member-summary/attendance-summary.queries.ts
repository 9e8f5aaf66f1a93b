import type { AdminAttendanceSummary, AdminMemberSummary } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../../platform/database/prepared-reads.js';
import { addDays } from '../../../platform/domain/eastern-time.js';
import {
  complimentaryGrantsJsonSql,
  membershipPauseEntriesJsonSql,
  pausedUntilSql,
} from '../../../projections/membership/membership.queries.js';
import { membershipKindSql } from '../shared/membership-kinds.js';
import type { StudioNow } from '../shared/studio-now.js';

/** The member's summary but for the fees ledger, and whether the member is known at all. */
type MemberFacts = Omit<AdminMemberSummary, 'fees'> & { known: boolean };

/**
 * Whether the user exists (soft-deleted ones do), their attendance from admin_roster, counted by the
 * shared rule (sadhana_counts_as_attended), how their membership stands, their complimentary
 * memberships and their pauses: one prepared statement.
 */
export async function attendanceSummary(
  db: DataSource | EntityManager,
  userId: string,
  { today, begunThrough }: StudioNow,
): Promise<MemberFacts> {
  const [{ known, membershipKind, complimentaryGrants, pausedUntil, pauses, ...attendance }] =
    await preparedRead<AdminAttendanceSummary & Omit<MemberFacts, 'attendance'>>(
      db,
      `WITH mine AS (
       SELECT session_date, attendance_status, registered,
              sadhana_counts_as_attended(attendance_status, session_date <= $2::date) AS attended,
              -- Not begun: a date without a session has no registrations (they are refused) to count.
              session_date > $2::date AS upcoming
       FROM admin_roster WHERE user_id = $1
     )
     SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS known, ${membershipKindSql('$1', '$4')} AS "membershipKind",
            ${complimentaryGrantsJsonSql('$1')} AS "complimentaryGrants",
            (SELECT ${pausedUntilSql('$4')} FROM membership m WHERE m.user_id = $1) AS "pausedUntil",
            ${membershipPauseEntriesJsonSql('$1')} AS pauses,
            count(*) FILTER (WHERE attended)::int AS attended,
            count(*) FILTER (WHERE attendance_status = 'registered_no_show')::int AS "noShows",
            count(*) FILTER (WHERE attendance_status = 'registered_cancelled_by_participant')::int AS "lateCancellations",
            count(*) FILTER (WHERE upcoming AND registered AND attendance_status IS NULL)::int AS upcoming,
            to_char(max(session_date) FILTER (WHERE attended), 'YYYY-MM-DD') AS "lastAttended",
            count(*) FILTER (WHERE attended AND session_date > $3::date)::int AS "attendedLast30Days"
     FROM mine`,
      [userId, begunThrough, addDays(today, -30), today],
    );
  return { known, attendance, membershipKind, complimentaryGrants, pausedUntil, pauses };
}
