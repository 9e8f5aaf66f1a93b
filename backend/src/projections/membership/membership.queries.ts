import type { ComplimentaryGrant } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../platform/database/prepared-reads.js';
import { isoInstant, jsonItem, jsonItems, type SqlPlaceholder } from '../../platform/database/sql-json.js';

/** The membership fields of the current-user object, from the membership read model. */
export interface MembershipSummary {
  /** The paid membership runs (paused or not). */
  membershipActive: boolean;
  membershipStartDate: Date | null;
  /** While active: the scheduled end, if a cancellation is scheduled. Once over: when it ended. */
  membershipEndDate: Date | null;
  stripeSubscriptionId: string | null;
  /** While the running membership is paused on the day asked about: its last paused day (Eastern). */
  membershipPausedUntil: string | null;
}

export const NO_MEMBERSHIP: MembershipSummary = {
  membershipActive: false,
  membershipStartDate: null,
  membershipEndDate: null,
  stripeSubscriptionId: null,
  membershipPausedUntil: null,
};

type Db = DataSource | EntityManager;

/**
 * SQL: the last paused day of the member's running paid membership if a pause of its subscription
 * covers the Eastern date `day` (an SQL expression: a placeholder), else null. `m`: the member's
 * membership row.
 */
export function pausedUntilSql(day: string, m = 'm'): string {
  return `(SELECT to_char(p.last_day, 'YYYY-MM-DD') FROM membership_pause p
           WHERE p.user_id = ${m}.user_id AND p.subscription_id = ${m}.subscription_id AND ${m}.active
             AND p.from_date <= ${day}::date AND p.last_day >= ${day}::date
           ORDER BY p.from_date DESC LIMIT 1)`;
}

/** The paid membership, and whether it is paused on `today` (an Eastern date; none asked: null). */
export async function membershipOf(
  db: Db,
  userId: string,
  today: string | null = null,
): Promise<MembershipSummary> {
  const rows: MembershipSummary[] = await db.query(
    `SELECT m.active AS "membershipActive", m.started_at AS "membershipStartDate",
            sadhana_membership_end(m.cancel_at, m.ended_at) AS "membershipEndDate",
            m.subscription_id AS "stripeSubscriptionId", ${pausedUntilSql('$2')} AS "membershipPausedUntil"
     FROM membership m WHERE m.user_id = $1`,
    [userId, today],
  );
  return rows[0] ?? NO_MEMBERSHIP;
}

/**
 * SQL: a member's pauses as a JSON array, each `{ subscriptionId, from, lastDay }` (Eastern dates,
 * inclusive); a pause resumed the day it began has its last day before its first and covers none.
 */
export function membershipPausesJsonSql(userId: SqlPlaceholder): string {
  return jsonItems(
    `SELECT from_date, ${jsonItem(
      `subscription_id AS "subscriptionId", to_char(from_date, 'YYYY-MM-DD') AS "from",
       to_char(last_day, 'YYYY-MM-DD') AS "lastDay"`,
    )}
     FROM membership_pause WHERE user_id = ${userId}`,
    'page_row.from_date',
  );
}

/**
 * SQL: a member's periods of membership as a JSON array, oldest first, each `{ id, start, end }`: its
 * subscription (or `comp:<grant>`), and ISO instants (an open end, null, means it runs on).
 */
export function membershipPeriodsJsonSql(userId: SqlPlaceholder): string {
  return jsonItems(
    `SELECT started_at, ${jsonItem(
      `subscription_id AS id, ${isoInstant('started_at')} AS start, ${isoInstant('ended_at')} AS "end"`,
    )}
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

/**
 * SQL: a member's pauses as the admin's dialog lists them (MembershipPauseEntry), newest first, with
 * who paused each: the member, or the email of the admin who did it for them.
 */
export function membershipPauseEntriesJsonSql(userId: SqlPlaceholder): string {
  return jsonItems(
    `SELECT p.from_date, p.paused_at, ${jsonItem(
      `p.pause_id AS "pauseId", to_char(p.from_date, 'YYYY-MM-DD') AS "from",
       to_char(p.until_date, 'YYYY-MM-DD') AS "until", p.weeks,
       to_char(p.resumed_on, 'YYYY-MM-DD') AS "resumedOn",
       CASE WHEN p.paused_by = p.user_id THEN NULL ELSE a.email END AS "pausedByEmail",
       p.paused_by = p.user_id AS "pausedByMember"`,
    )}
     FROM membership_pause p LEFT JOIN users a ON a.id = p.paused_by
     WHERE p.user_id = ${userId}`,
    'page_row.from_date DESC, page_row.paused_at DESC',
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
