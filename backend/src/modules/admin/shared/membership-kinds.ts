/**
 * SQL: how the membership of the user `userId` (an SQL expression) stands on the date `today` (a
 * placeholder): 'paid' (the membership read model, which shows a payment the moment it lands),
 * 'complimentary' (admin_member's current grant) or 'none'. Each a lookup by the user's key.
 */
export function membershipKindSql(userId: string, today: string): string {
  return `CASE
    WHEN coalesce((SELECT active FROM membership WHERE user_id = ${userId}), false) THEN 'paid'
    WHEN coalesce((SELECT complimentary_from <= ${today}::date AND complimentary_until >= ${today}::date
                   FROM admin_member WHERE user_id = ${userId}), false) THEN 'complimentary'
    ELSE 'none' END`;
}
