import type { MembershipKind, RosterEntry } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { SORT_NAME } from '../shared/admin-sql.js';
import { membershipKinds } from '../shared/membership-kinds.js';

type Db = DataSource | EntityManager;

interface RosterRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  attendanceStatus: string | null;
  registered: boolean;
}

/**
 * A session's people in the order the admin reads them (by name), each with their membership and
 * whether they can still be removed (registered, and the session is today or later). Soft-deleted
 * users are left out, as in every admin list.
 */
export async function rosterEntries(db: Db, date: string, today: string): Promise<RosterEntry[]> {
  const rows: RosterRow[] = await db.query(
    `SELECT r.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.email,
            r.attendance_status AS "attendanceStatus", r.registered
     FROM admin_roster r
     JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
     WHERE r.session_date = $1::date
     ORDER BY ${SORT_NAME}, lower(u.email), u.id`,
    [date],
  );
  const kinds = await membershipKinds(
    db,
    rows.map((row) => row.userId),
    today,
  );
  return rows.map((row) => {
    const membershipKind: MembershipKind = kinds.get(row.userId) ?? 'none';
    return {
      ...row,
      membershipActive: membershipKind !== 'none',
      membershipKind,
      removable: row.registered && date >= today,
    };
  });
}
