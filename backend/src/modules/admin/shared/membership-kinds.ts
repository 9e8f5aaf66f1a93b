import { pausedUntilSql } from '../../../projections/membership/membership.queries.js';

/**
 * SQL: how the membership of the user `userId` (an SQL expression) stands on the date `today` (a
 * placeholder): 'paid' (the membership read model, which shows a payment the moment it lands),
 * 'paused' (paid, and a pause of its subscription covers today), 'complimentary' (admin_member's
 * current grant) or 'none'. Each a lookup by the user's key.
 */
export function membershipKindSql(userId: string, today: string): string {
  return `coalesce(
    (SELECT CASE WHEN ${pausedUntilSql(today)} IS NULL THEN 'paid' ELSE 'paused' END
     FROM membership m WHERE m.user_id = ${userId} AND m.active),
    CASE WHEN coalesce((SELECT complimentary_from <= ${today}::date AND complimentary_until >= ${today}::date
                        FROM admin_member WHERE user_id = ${userId}), false) THEN 'complimentary'
         ELSE 'none' END)`;
}

/** SQL: whether a membership kind (an SQL expression) gives the member's benefits: paid and not paused, or complimentary. */
export function hasMemberBenefitsSql(kind: string): string {
  return `(${kind} IN ('paid', 'complimentary'))`;
}
