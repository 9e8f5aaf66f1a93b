import type { MembershipKind } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { readMemberships } from '../../membership/index.js';

/**
 * How each of these users' membership stands today: paid (the membership read model, which shows a
 * payment the moment it lands), complimentary (admin_member's current grant), or none.
 */
export async function membershipKinds(
  db: DataSource | EntityManager,
  userIds: readonly string[],
  today: string,
): Promise<Map<string, MembershipKind>> {
  if (userIds.length === 0) return new Map();
  const [paid, complimentary] = await Promise.all([
    readMemberships(db, userIds),
    db.query(
      `SELECT user_id AS "userId" FROM admin_member
       WHERE user_id = ANY ($1::uuid[]) AND complimentary_from <= $2::date AND complimentary_until >= $2::date`,
      [userIds, today],
    ) as Promise<{ userId: string }[]>,
  ]);
  const granted = new Set(complimentary.map((row) => row.userId));
  return new Map(
    userIds.map((id) => [
      id,
      paid.get(id)?.membershipActive ? 'paid' : granted.has(id) ? 'complimentary' : 'none',
    ]),
  );
}
