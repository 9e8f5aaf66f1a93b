import type { RosterEntry, WaitlistEntry } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../../platform/database/prepared-reads.js';
import { jsonItem, jsonItems } from '../../../platform/database/sql-json.js';
import { SORT_NAME } from '../shared/admin-sql.js';
import { hasMemberBenefitsSql, membershipKindSql } from '../shared/membership-kinds.js';

type Db = DataSource | EntityManager;

/**
 * A session's people in the order the admin reads them (by name), each with their membership and
 * whether they can still be removed (registered, and the session is today or later), in one prepared
 * statement. Soft-deleted users are left out, as in every admin list.
 */
export async function rosterEntries(db: Db, date: string, today: string): Promise<RosterEntry[]> {
  const [{ items }] = await preparedRead<{ items: RosterEntry[] }>(
    db,
    `SELECT ${jsonItems(
      `SELECT ${SORT_NAME} AS k0, lower(u.email) AS k1, u.id AS k2, ${jsonItem(
        `r.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.email,
         r.attendance_status AS "attendanceStatus", r.registered,
         kind.membership_kind AS "membershipKind", ${hasMemberBenefitsSql('kind.membership_kind')} AS "membershipActive",
         r.registered AND $1::date >= $2::date AS removable`,
      )}
       FROM admin_roster r
       JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
       -- OFFSET 0: worked out once a row, not once for each of the two fields that read it.
       CROSS JOIN LATERAL (SELECT ${membershipKindSql('r.user_id', '$2')} AS membership_kind OFFSET 0) kind
       WHERE r.session_date = $1::date`,
      'page_row.k0, page_row.k1, page_row.k2',
    )} AS items`,
    [date, today],
  );
  return items;
}

/** The names of those waiting, in their order; soft-deleted users are left out (they left the waitlist). */
export async function waitlistEntries(
  db: Db,
  waiting: readonly { userId: string; position: number }[],
): Promise<WaitlistEntry[]> {
  if (waiting.length === 0) return [];
  const people = await preparedRead<{
    userId: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
  }>(
    db,
    `SELECT id AS "userId", first_name AS "firstName", last_name AS "lastName", email
     FROM users WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [waiting.map((w) => w.userId)],
  );
  const byId = new Map(people.map((person) => [person.userId, person]));
  return waiting.flatMap(({ userId, position }) => {
    const person = byId.get(userId);
    return person ? [{ ...person, waitlistPosition: position }] : [];
  });
}
