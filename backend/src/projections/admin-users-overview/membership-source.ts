import type { DataSource, EntityManager } from 'typeorm';
import { studioDate } from '../../domain/time/eastern-time.js';

/** A user's membership as the admin screens show it. */
export interface MembershipFacts {
  userId: string;
  membershipActive: boolean;
  membershipStartDate: Date | null;
  membershipEndDate: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

/**
 * The one read of membership state for the admin screens. Today it reads the users table's
 * membership columns; the payments work replaces the source (its membership read model) here only.
 */
export async function readMemberships(
  db: DataSource | EntityManager,
  userIds?: readonly string[],
): Promise<Map<string, MembershipFacts>> {
  const rows: MembershipFacts[] = await db.query(
    `SELECT id AS "userId", membership_active AS "membershipActive",
            membership_start_date AS "membershipStartDate", membership_end_date AS "membershipEndDate",
            stripe_customer_id AS "stripeCustomerId", stripe_subscription_id AS "stripeSubscriptionId"
     FROM users ${userIds ? 'WHERE id = ANY ($1::uuid[])' : ''}`,
    userIds ? [userIds] : [],
  );
  return new Map(rows.map((row) => [row.userId, row]));
}

/**
 * Whether the membership covered an Eastern date: today it is the current flag; on a past date, the
 * recorded period (start … end, or open) that was running then.
 */
export function wasMemberOn(facts: MembershipFacts | undefined, date: string, today: string): boolean {
  if (!facts) return false;
  if (date >= today) return facts.membershipActive;
  if (!facts.membershipStartDate) return false;
  if (!facts.membershipActive && !facts.membershipEndDate) return false;
  if (studioDate(facts.membershipStartDate) > date) return false;
  return facts.membershipEndDate === null || studioDate(facts.membershipEndDate) >= date;
}
