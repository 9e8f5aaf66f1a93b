import type { ComplimentaryGrant } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../platform/database/prepared-reads.js';
import { isoInstant, jsonItem, jsonItems, type SqlPlaceholder } from '../../platform/database/sql-json.js';

/** The membership fields of the current-user object, from the membership read model. */
export interface MembershipSummary {
  membershipActive: boolean;
  membershipStartDate: Date | null;
  /** While active: the scheduled end, if a cancellation is scheduled. Once over: when it ended. */
  membershipEndDate: Date | null;
  stripeSubscriptionId: string | null;
}

export const NO_MEMBERSHIP: MembershipSummary = {
  membershipActive: false,
  membershipStartDate: null,
  membershipEndDate: null,
  stripeSubscriptionId: null,
};

type Db = DataSource | EntityManager;

export async function membershipOf(db: Db, userId: string): Promise<MembershipSummary> {
  const rows: MembershipSummary[] = await db.query(
    `SELECT active AS "membershipActive", started_at AS "membershipStartDate",
            sadhana_membership_end(cancel_at, ended_at) AS "membershipEndDate", subscription_id AS "stripeSubscriptionId"
     FROM membership WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? NO_MEMBERSHIP;
}

/**
 * SQL: a member's periods of membership as a JSON array, oldest first, each `{ start, end }` as ISO
 * instants (an open end, null, means it runs on).
 */
export function membershipPeriodsJsonSql(userId: SqlPlaceholder): string {
  return jsonItems(
    `SELECT started_at, ${jsonItem(`${isoInstant('started_at')} AS start, ${isoInstant('ended_at')} AS "end"`)}
     FROM membership_period WHERE user_id = ${userId}`,
    'page_row.started_at',
  );
}

/**
 * SQL: a member's complimentary memberships as a JSON array, newest first, each with the email of the
 * admin who granted it. A JSON value, so a screen that reads more about the member takes them in its
 * own statement.
 */
export function complimentaryGrantsJsonSql(userId: SqlPlaceholder): string {
  return jsonItems(
    `SELECT g.from_date, g.granted_at, ${jsonItem(
      `g.grant_id AS "grantId", to_char(g.from_date, 'YYYY-MM-DD') AS "from",
       to_char(g.until_date, 'YYYY-MM-DD') AS "until", g.reason,
       to_char(g.ended_on, 'YYYY-MM-DD') AS "endedOn", a.email AS "grantedByEmail"`,
    )}
     FROM complimentary_grant g LEFT JOIN users a ON a.id = g.granted_by
     WHERE g.user_id = ${userId}`,
    'page_row.from_date DESC, page_row.granted_at DESC',
  );
}

/** A member's complimentary memberships, newest first, with the email of the admin who granted each. */
export async function complimentaryGrantsOf(db: Db, userId: string): Promise<ComplimentaryGrant[]> {
  const [{ grants }] = await preparedRead<{ grants: ComplimentaryGrant[] }>(
    db,
    `SELECT ${complimentaryGrantsJsonSql('$1')} AS grants`,
    [userId],
  );
  return grants;
}
