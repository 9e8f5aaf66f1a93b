import type { DataSource, EntityManager } from 'typeorm';
import { studioDate } from '../../platform/domain/eastern-time.js';
import { pausedUntilSql } from './membership.queries.js';

/** A user's membership as the admin screens show it. */
export interface MembershipFacts {
  userId: string;
  /** The paid membership runs and (on the day asked about) is not paused. */
  membershipActive: boolean;
  membershipStartDate: Date | null;
  membershipEndDate: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** Paused on the day asked about: its last paused Eastern day. */
  membershipPausedUntil: string | null;
}

/**
 * The one read of membership state for the admin screens: the membership read model (decided from
 * Stripe's facts) joined to the account's Stripe customer id; with `today`, a paused membership reads
 * as not active, with its last paused day.
 */
export async function readMemberships(
  db: DataSource | EntityManager,
  userIds?: readonly string[],
  today: string | null = null,
): Promise<Map<string, MembershipFacts>> {
  const rows: MembershipFacts[] = await db.query(
    `SELECT u.id AS "userId", coalesce(m.active, false) AND paused.until IS NULL AS "membershipActive",
            m.started_at AS "membershipStartDate", sadhana_membership_end(m.cancel_at, m.ended_at) AS "membershipEndDate",
            u.stripe_customer_id AS "stripeCustomerId", m.subscription_id AS "stripeSubscriptionId",
            paused.until AS "membershipPausedUntil"
     FROM users u LEFT JOIN membership m ON m.user_id = u.id
     LEFT JOIN LATERAL (SELECT ${pausedUntilSql('$1')} AS until) paused ON true
     ${userIds ? 'WHERE u.id = ANY ($2::uuid[])' : ''}`,
    userIds ? [today, userIds] : [today],
  );
  return new Map(rows.map((row) => [row.userId, row]));
}

/**
 * Each membership's period as Eastern dates, worked out once per read: the 90-day trend asks about
 * every member on every day, and the time-zone conversion is the costly part.
 */
const periodOnCalendar = new WeakMap<MembershipFacts, { startOn: string; endOn: string | null }>();

function calendarPeriod(facts: MembershipFacts, start: Date) {
  let period = periodOnCalendar.get(facts);
  if (!period) {
    period = {
      startOn: studioDate(start),
      endOn: facts.membershipEndDate === null ? null : studioDate(facts.membershipEndDate),
    };
    periodOnCalendar.set(facts, period);
  }
  return period;
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
  const { startOn, endOn } = calendarPeriod(facts, facts.membershipStartDate);
  return startOn <= date && (endOn === null || endOn >= date);
}
