import type { RosterEntry, WaitlistEntry } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../../platform/database/prepared-reads.js';
import { jsonItem, jsonItems } from '../../../platform/database/sql-json.js';
import { SORT_NAME } from '../shared/admin-sql.js';
import { hasMemberBenefitsSql, membershipKindSql } from '../shared/membership-kinds.js';

type Db = DataSource | EntityManager;

/** A date's roster as one snapshot: who holds a place or has a status, who waits, and the places. */
export interface RosterSnapshot {
  registrations: RosterEntry[];
  /** The date's own capacity (session_capacity); null: its practice's applies. */
  sessionCapacity: number | null;
  /** The weekday's practice's capacity; null: no limit. */
  practiceCapacity: number | null;
  /** Registered now: the places taken, which the capacity counts. */
  placesTaken: number;
  waitlist: WaitlistEntry[];
  /** Why the date's class is cancelled, or null while it takes place. */
  cancelReason: string | null;
}

const CLASS_CANCELLED = 'registered_cancelled_by_teacher_admin_class_cancelled';

/**
 * The whole roster of a date in one statement, so in one snapshot, from the read models applied in
 * the commands' own transactions (session_registration, session_capacity, session_cancellation):
 * a promotion moves a member from the waitlist to the registrations in the same read, never out of
 * both (the roster once read its registrations from an asynchronous read model and its waitlist
 * from this one). People by name, each with their membership; a registrant of a cancelled class
 * reads "class cancelled"; soft-deleted users are left out, as in every admin list. `removable`:
 * whether members, and so the admin, can still change the date's registrations.
 */
export async function rosterSnapshot(
  db: Db,
  date: string,
  today: string,
  removable: boolean,
): Promise<RosterSnapshot> {
  const [snapshot] = await preparedRead<RosterSnapshot>(
    db,
    `SELECT ${jsonItems(
      `SELECT ${SORT_NAME} AS k0, lower(u.email) AS k1, u.id AS k2, ${jsonItem(
        `r.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.email,
         CASE WHEN r.registered AND c.reason IS NOT NULL THEN '${CLASS_CANCELLED}' ELSE r.attendance_status END
           AS "attendanceStatus",
         r.registered,
         kind.membership_kind AS "membershipKind", ${hasMemberBenefitsSql('kind.membership_kind')} AS "membershipActive",
         r.registered AND $3::boolean AS removable`,
      )}
       FROM session_registration r
       JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
       LEFT JOIN session_cancellation c ON c.session_date = r.session_date
       -- OFFSET 0: worked out once a row, not once for each of the two fields that read it.
       CROSS JOIN LATERAL (SELECT ${membershipKindSql('r.user_id', '$2')} AS membership_kind OFFSET 0) kind
       WHERE r.session_date = $1::date AND (r.registered OR r.attendance_status IS NOT NULL)`,
      'page_row.k0, page_row.k1, page_row.k2',
    )} AS registrations,
       (SELECT capacity FROM session_capacity WHERE session_date = $1::date) AS "sessionCapacity",
       (SELECT capacity FROM practices WHERE day_of_week = extract(dow FROM $1::date)::int) AS "practiceCapacity",
       (SELECT count(*)::int FROM session_registration WHERE session_date = $1::date AND registered)
         AS "placesTaken",
       -- A position counts every ticket still waiting, as the member's card does; the deleted are not listed.
       (SELECT coalesce(json_agg(json_build_object('userId', w.user_id, 'firstName', u.first_name,
                                                   'lastName', u.last_name, 'email', u.email,
                                                   'waitlistPosition', w.position) ORDER BY w.position), '[]')
        FROM (SELECT user_id, row_number() OVER (ORDER BY waitlist_ticket)::int AS position
              FROM session_registration WHERE session_date = $1::date AND waitlist_ticket IS NOT NULL) w
        JOIN users u ON u.id = w.user_id AND u.deleted_at IS NULL) AS waitlist,
       (SELECT reason FROM session_cancellation WHERE session_date = $1::date) AS "cancelReason"`,
    [date, today, removable],
  );
  return snapshot;
}
